import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/Button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { type TestConnectionInput, useTestConnectionMutation } from '../../../queries/channels.ts';

/** "Test connection": one harmless call to the service; the answer is a toast and stays beside the button. */
export function TestConnectionButton({ input, label }: { input: TestConnectionInput; label: string }) {
  const test = useTestConnectionMutation({
    onSuccess: (r) => (r.ok ? toast.success(r.message) : toast.error(r.message)),
    onError: (error) => toast.error(errorMessage(error, 'The connection test did not run.')),
  });
  const result = test.data;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        aria-label={label}
        busy={test.isPending}
        busyText="Testing..."
        onClick={() => test.mutate(input)}
      >
        Test connection
      </Button>
      {result ? (
        <span
          role="status"
          className={`text-xs font-medium ${result.ok ? 'text-emerald-700' : 'text-red-700'}`}
        >
          {result.message}
        </span>
      ) : null}
    </span>
  );
}
