import { type ClonedSiteDetails, isShareableUrl, type PublishSiteBody } from '@adreel/contracts';
import { Rocket } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useClonedSiteQuery, usePublishSiteMutation } from './api.ts';
import { LivePreviewCard } from './LivePreviewCard.tsx';
import { ReplacedLinksCard } from './ReplacedLinksCard.tsx';
import { ShareSiteDialog } from './ShareSiteDialog.tsx';
import { useLivePreview } from './use-live-preview.ts';

/**
 * Our own site editor (replaces the spec's outside editor, §7.5): affiliate link, headline, the
 * countdown banner and extra links to replace, with a live sandboxed preview; then Save & Publish.
 * Navigation state may carry `affiliateLink` (e.g. built from an offer) to prefill the link.
 */
export function SiteEditorPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const stateLink = (location.state as { affiliateLink?: string } | null)?.affiliateLink ?? '';
  const details = useClonedSiteQuery(id);

  if (details.isPending) return <PageLoading text="Loading your site..." />;
  if (details.isError || !details.data) {
    return (
      <div className="mx-auto max-w-xl">
        <PageHeader title="Site Editor" />
        <Card>
          <p role="alert" className="text-slate-700">
            {errorMessage(details.error, 'Failed to load preview')}
          </p>
          <Link to="/my-affiliates" className="mt-4 inline-block font-semibold text-brand-600">
            Back to My Affiliates
          </Link>
        </Card>
      </div>
    );
  }
  return <Editor key={id} id={id} data={details.data} initialLink={stateLink} />;
}

function Editor({ id, data, initialLink }: { id: string; data: ClonedSiteDetails; initialLink: string }) {
  const { site, checkoutLinks, otherLinks } = data;
  const [affiliateLink, setAffiliateLink] = useState(initialLink || site.affiliate_link || '');
  const [headline, setHeadline] = useState(site.headline ?? data.headline);
  const [banner, setBanner] = useState(site.published_at ? site.banner_enabled : true);
  const [extra, setExtra] = useState<Set<string>>(new Set());
  const [share, setShare] = useState<{ publicUrl: string | null } | null>(null);
  const bannerId = useId();

  const linkOk = affiliateLink.trim() === '' || isShareableUrl(affiliateLink.trim());
  const body: PublishSiteBody = useMemo(
    () => ({
      ...(linkOk && affiliateLink.trim() ? { affiliateLink: affiliateLink.trim() } : {}),
      headline,
      banner,
      extraLinks: [...extra],
    }),
    [affiliateLink, headline, banner, extra, linkOk],
  );

  const previewHtml = useLivePreview(id, body);
  const publish = usePublishSiteMutation(id, {
    onMutate: () => setShare({ publicUrl: null }),
    onSuccess: ({ publicUrl }) => setShare({ publicUrl }),
    onError: (error) => {
      setShare(null);
      toast.error(errorMessage(error, 'Failed to publish site'));
    },
  });

  function onPublish() {
    if (!linkOk) {
      toast.error('Please enter a valid affiliate link (starting with https://)');
      return;
    }
    publish.mutate(body);
  }

  function toggleExtra(link: string) {
    setExtra((prev) => {
      const next = new Set(prev);
      if (next.has(link)) next.delete(link);
      else next.add(link);
      return next;
    });
  }

  return (
    <div>
      <PageHeader
        title="Site Editor"
        subtitle={site.link}
        actions={
          <Button
            onClick={onPublish}
            busy={publish.isPending}
            busyText="Publishing..."
            icon={<Rocket aria-hidden="true" className="h-4 w-4" />}
          >
            Save &amp; Publish
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Card>
            <div className="space-y-4">
              <TextField
                label="Affiliate link"
                name="affiliateLink"
                type="url"
                inputMode="url"
                placeholder="https://www.digistore24.com/redir/..."
                value={affiliateLink}
                onChange={(e) => setAffiliateLink(e.target.value)}
                hint={
                  linkOk
                    ? 'Every order button on the page will send buyers here.'
                    : 'Enter a full address starting with https://'
                }
                aria-invalid={!linkOk || undefined}
              />
              <TextField
                label="Headline"
                name="headline"
                maxLength={300}
                value={headline}
                onChange={(e) => setHeadline(e.target.value)}
              />
              <div className="flex items-center justify-between gap-4">
                <label htmlFor={bannerId} className="text-sm font-medium text-slate-700">
                  Show countdown banner
                  <span className="block text-xs font-normal text-slate-500">
                    24-hour timer and spots left
                  </span>
                </label>
                <button
                  id={bannerId}
                  type="button"
                  role="switch"
                  aria-checked={banner}
                  onClick={() => setBanner((b) => !b)}
                  className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition ${banner ? 'bg-brand-600' : 'bg-slate-300'}`}
                >
                  <span
                    className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition ${banner ? 'left-5.5' : 'left-0.5'}`}
                  />
                </button>
              </div>
            </div>
          </Card>
          <ReplacedLinksCard
            checkoutLinks={checkoutLinks}
            otherLinks={otherLinks}
            chosen={extra}
            onToggle={toggleExtra}
          />
        </div>
        <LivePreviewCard html={previewHtml} />
      </div>
      {share ? <ShareSiteDialog publicUrl={share.publicUrl} onClose={() => setShare(null)} /> : null}
    </div>
  );
}
