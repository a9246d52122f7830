import { buildShareLinks, type DfyItem } from '@adreel/contracts';
import { Copy, Globe, Link2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { copyText } from '../../components/video/media-actions.ts';
import { useCloneReviewSiteMutation } from './api.ts';
import { CommentaryBlock } from './CommentaryBlock.tsx';
import { shortDate } from './format.ts';

const PLACEHOLDER_THUMB = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800"><rect width="1280" height="800" fill="#eef2ff"/><rect x="80" y="80" width="1120" height="70" rx="12" fill="#c7d2fe"/><rect x="80" y="200" width="700" height="40" rx="10" fill="#c7d2fe"/><rect x="80" y="270" width="560" height="40" rx="10" fill="#e0e7ff"/><rect x="80" y="380" width="1120" height="340" rx="16" fill="#e0e7ff"/><text x="640" y="570" font-family="sans-serif" font-size="40" fill="#6366f1" text-anchor="middle">Preparing preview…</text></svg>',
)}`;

const NETWORKS = [
  { id: 'facebook', label: 'Facebook', className: 'bg-[#166fe0] hover:bg-[#145fc2]' },
  { id: 'twitter', label: 'Twitter', className: 'bg-slate-900 hover:bg-slate-800' },
  { id: 'linkedin', label: 'LinkedIn', className: 'bg-[#0a66c2] hover:bg-[#0958a8]' },
] as const;

/** One review site: its screenshot, share buttons, the affiliate link, Clone, and the commentary. */
export function ReviewSiteCard({ site, userName }: { site: DfyItem; userName: string | null | undefined }) {
  const navigate = useNavigate();
  const clone = useCloneReviewSiteMutation({
    onSuccess: (created) => navigate(`/site-editor/${created.id}`),
    onError: () => toast.error('Failed to clone site.'),
  });
  // The user's tracked link (/go/…), so clicks and sales count under this review site.
  const link = site.tracked_link ?? '';
  const CloneIcon = userName ? Link2 : Globe;
  const commentary = site.script.content.commentary;
  const shares = buildShareLinks({ url: link, commentary });

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <img
        src={site.thumbnail_url ?? PLACEHOLDER_THUMB}
        alt={`Screenshot of the ${site.product_name} review site`}
        onError={(e) => {
          e.currentTarget.src = PLACEHOLDER_THUMB;
        }}
        className="aspect-[16/10] w-full border-b border-slate-200 bg-slate-100 object-cover object-top"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <time dateTime={site.created_at} className="text-xs text-slate-500">
            {shortDate(site.created_at)}
          </time>
          <h3 className="text-base font-semibold text-slate-900">{site.product_name}</h3>
        </div>
        <div className="flex flex-wrap gap-2">
          {NETWORKS.map((n) => (
            <button
              key={n.id}
              type="button"
              aria-label={`Share on ${n.label}`}
              onClick={() => window.open(shares[n.id], '_blank', 'noopener,noreferrer,width=600,height=600')}
              className={`rounded-lg px-3 py-1.5 text-xs font-semibold text-white ${n.className}`}
            >
              {n.label}
            </button>
          ))}
        </div>
        {userName ? (
          <Button
            variant="secondary"
            icon={<Copy aria-hidden="true" className="h-4 w-4" />}
            onClick={() => void copyText(link, 'URL copied to clipboard')}
          >
            Copy Affiliate Link
          </Button>
        ) : (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800">
            Connect your marketplace account on the{' '}
            <Link to="/offers" className="font-semibold underline">
              Offers page
            </Link>{' '}
            to get your affiliate link.
          </p>
        )}
        <Button
          busy={clone.isPending}
          busyText="Cloning..."
          disabled={!site.site_url}
          title={site.site_url ? undefined : 'This site is still being prepared'}
          onClick={() => clone.mutate(site.id)}
          icon={<CloneIcon aria-hidden="true" className="h-4 w-4" />}
        >
          {userName ? 'Clone and Apply Affiliate Link' : 'Clone Site'}
        </Button>
        <CommentaryBlock commentary={commentary} productName={site.product_name} />
      </div>
    </li>
  );
}
