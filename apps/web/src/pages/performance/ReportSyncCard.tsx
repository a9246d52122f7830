import { RefreshCw } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useReportSyncMutation, useReportSyncQuery, useRereadAfterSync } from '../../queries/performance.ts';

/**
 * Digistore24's own sales report, read every hour and on "Sync now": sales a postback missed are
 * added (marked "from Digistore24 report"), none counted twice. Shown once an account is connected.
 */
export function ReportSyncCard() {
  const { data } = useReportSyncQuery();
  const sync = useReportSyncMutation({
    onSuccess: () => void toast.success('Reading your Digistore24 sales report…'),
    onError: (error) => toast.error(errorMessage(error, 'The sync could not be started.')),
  });
  const last = data?.lastSyncedAt ?? null;
  useRereadAfterSync(last);
  if (!data?.connected) return null;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-semibold text-slate-900">Digistore24 sales report</h2>
          <p className="text-sm text-slate-600" data-testid="report-sync-status">
            {last
              ? `Last read ${new Date(last).toLocaleString()}: ${data.lastAdded} sale${data.lastAdded === 1 ? '' : 's'} added that no postback had brought.`
              : 'Not read yet: it is read every hour, or now.'}
            {data.lastError ? ` The last try failed: ${data.lastError}` : ''}
          </p>
        </div>
        <Button
          variant="secondary"
          busy={sync.isPending}
          busyText="Starting..."
          icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
          onClick={() => sync.mutate()}
        >
          Sync now
        </Button>
      </div>
    </Card>
  );
}
