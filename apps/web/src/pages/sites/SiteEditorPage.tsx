import {
  type ClonedSiteDetails,
  clonedSiteDetailsSchema,
  type PublishSiteBody,
  publishSiteResponseSchema,
  renderSiteResponseSchema,
} from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Rocket } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { PageLoading, Spinner } from '../../components/ui/Spinner.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { SandboxedFrame } from './SandboxedFrame.tsx';
import { ShareSiteDialog } from './ShareSiteDialog.tsx';

const PREVIEW_DELAY_MS = 500;

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Our own site editor (replaces the spec's outside editor, §7.5): affiliate link, headline, the
 * countdown banner and extra links to replace, with a live sandboxed preview; then Save & Publish.
 * Navigation state may carry `affiliateLink` (e.g. built from an offer) to prefill the link.
 */
export function SiteEditorPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const stateLink = (location.state as { affiliateLink?: string } | null)?.affiliateLink ?? '';
  const details = useQuery({
    queryKey: ['cloned-site', id],
    queryFn: () => api(`/cloned-sites/${encodeURIComponent(id)}`, { schema: clonedSiteDetailsSchema }),
    retry: false,
    refetchOnWindowFocus: false,
  });

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
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const [share, setShare] = useState<{ publicUrl: string | null } | null>(null);
  const bannerId = useId();

  const linkOk = affiliateLink.trim() === '' || isHttpUrl(affiliateLink.trim());
  const body: PublishSiteBody = useMemo(
    () => ({
      ...(linkOk && affiliateLink.trim() ? { affiliateLink: affiliateLink.trim() } : {}),
      headline,
      banner,
      extraLinks: [...extra],
    }),
    [affiliateLink, headline, banner, extra, linkOk],
  );

  // Live preview: the server applies exactly what publishing will, a moment after the last edit.
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api(`/cloned-sites/${encodeURIComponent(id)}/render`, {
        method: 'POST',
        body,
        schema: renderSiteResponseSchema,
        signal: controller.signal,
      })
        .then((r) => setPreviewHtml(r.html))
        .catch(() => undefined);
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [id, body]);

  async function publish() {
    if (!linkOk) {
      toast.error('Please enter a valid affiliate link (starting with https://)');
      return;
    }
    setShare({ publicUrl: null });
    try {
      const { publicUrl } = await api(`/cloned-sites/${encodeURIComponent(id)}/publish`, {
        method: 'POST',
        body,
        schema: publishSiteResponseSchema,
      });
      setShare({ publicUrl });
    } catch (error) {
      setShare(null);
      toast.error(errorMessage(error, 'Failed to publish site'));
    }
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
            onClick={publish}
            busy={share !== null && share.publicUrl === null}
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
          <Card>
            <h2 className="text-base font-semibold text-slate-900">Checkout links</h2>
            {checkoutLinks.length ? (
              <ul className="mt-3 space-y-2" aria-label="Detected checkout links">
                {checkoutLinks.map((link) => (
                  <li key={link} className="flex items-start gap-2 text-sm text-slate-700">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                    <span className="break-all">{link}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                No checkout links were detected. Pick the links to replace below.
              </p>
            )}
            {checkoutLinks.length ? (
              <p className="mt-2 text-xs text-slate-500">These always point to your affiliate link.</p>
            ) : null}
            {otherLinks.length ? (
              <fieldset className="mt-5">
                <legend className="text-sm font-semibold text-slate-900">Also replace these links</legend>
                <div className="mt-2 max-h-64 space-y-2 overflow-y-auto pr-1">
                  {otherLinks.map((link) => (
                    <label key={link} className="flex items-start gap-2 text-sm text-slate-700">
                      <input
                        type="checkbox"
                        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                        checked={extra.has(link)}
                        onChange={() => toggleExtra(link)}
                      />
                      <span className="break-all">{link}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
          </Card>
        </div>
        <Card className="!p-0 overflow-hidden">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 text-sm text-slate-600">
            <span>Preview</span>
            {previewHtml === null ? <Spinner className="h-4 w-4 text-brand-600" /> : null}
          </div>
          {previewHtml === null ? (
            <div className="flex h-[70vh] items-center justify-center text-slate-500">
              <Spinner className="h-6 w-6 text-brand-600" label="Loading preview..." />
            </div>
          ) : (
            <SandboxedFrame title="Site preview" html={previewHtml} className="h-[70vh] w-full" />
          )}
        </Card>
      </div>
      {share ? <ShareSiteDialog publicUrl={share.publicUrl} onClose={() => setShare(null)} /> : null}
    </div>
  );
}
