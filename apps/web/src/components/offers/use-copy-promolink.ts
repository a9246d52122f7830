import type { Offer } from '@adreel/contracts';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { useTrackedLinkMutation } from '../../queries/links.ts';

/**
 * Hands out an offer's affiliate link as the user's tracked short link (/go/…): makes it (once per
 * offer) and copies it. Resolves to the short link, or null after a toast saying what failed.
 */
export function useCopyPromolink() {
  const track = useTrackedLinkMutation();
  return async (offer: Offer, affiliateLink: string): Promise<string | null> => {
    let tracked: string;
    try {
      tracked = (await track.mutateAsync({ kind: 'promolink', sourceId: offer.id, targetUrl: affiliateLink }))
        .url;
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to make your tracked link. Please try again.'));
      return null;
    }
    try {
      await navigator.clipboard.writeText(tracked);
    } catch {
      toast.error('Failed to copy URL');
      return null;
    }
    return tracked;
  };
}
