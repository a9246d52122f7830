import { truncateAffiliateId } from '@adreel/contracts';
import { BadgeCheck } from 'lucide-react';

/** The connected account's affiliate ID under the page title (shortened; the full ID on hover). */
export function AffiliateIdBadge({ userName }: { userName: string }) {
  return (
    <div className="-mt-3 mb-6">
      <span
        title={userName}
        className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200"
      >
        <BadgeCheck aria-hidden="true" className="h-4 w-4" />
        Affiliate ID: <span className="font-mono">{truncateAffiliateId(userName)}</span>
      </span>
    </div>
  );
}
