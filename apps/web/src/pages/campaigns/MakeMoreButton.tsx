import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useMoreLikeThisMutation } from './api.ts';

/**
 * "Make more like this" (issue 35 item 2) for one variant of a campaign: new openings in its style
 * rendered as challengers. Shown on the autopilot's leader and on What works' winner.
 */
export function MakeMoreButton({
  campaignId,
  itemId,
  label,
}: {
  campaignId: string;
  itemId: string;
  label: string;
}) {
  const more = useMoreLikeThisMutation(campaignId, {
    onSuccess: (r) => toast.success(r.message),
    onError: (e) => toast.error(errorMessage(e, 'Could not make more like this')),
  });
  return (
    <Button
      variant="secondary"
      className="!px-2 !py-1"
      busy={more.isPending}
      busyText="Writing…"
      aria-label={`Make more like variant ${label}`}
      onClick={() => more.mutate(itemId)}
    >
      Make more like this
    </Button>
  );
}
