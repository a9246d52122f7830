import type { TrackedLinkDto } from '@adreel/contracts';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { useVideoDirectLinkMutation } from './api.ts';

/**
 * Per link: share this video's Digistore24 promolink as itself (no /go/ hop) or through its tracked
 * link. Its end card's QR keeps the /go/ link either way. Shown only for links that may go direct.
 */
export function DirectLinkToggle({ link }: { link: TrackedLinkDto | null }) {
  const id = useId();
  const set = useVideoDirectLinkMutation({
    onSuccess: (saved) => {
      toast.success(
        saved.direct ? 'Shares now use the direct Digistore24 link' : 'Shares now use your tracked link',
      );
    },
    onError: (error) => toast.error(errorMessage(error, 'The link could not be changed.')),
  });
  if (!link?.canBeDirect) return null;
  const on = set.isPending ? set.variables.direct : link.direct;
  return (
    <label htmlFor={id} className="mt-3 flex items-start gap-2 text-sm text-slate-700">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4"
        checked={on}
        disabled={set.isPending}
        onChange={(e) => set.mutate({ code: link.code, direct: e.target.checked })}
      />
      <span>
        Share the direct Digistore24 link (no AdReel link in front; its clicks are counted in Digistore24's
        reports). The QR code on the video keeps the tracked link.
      </span>
    </label>
  );
}
