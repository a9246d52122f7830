import {
  buildAffiliateLink,
  MONEY_SITES_OFFER_LIMIT,
  type Offer,
  publishOfferResponseSchema,
} from '@adreel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageOff, Link2, Rocket, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { fetchOffers, fetchStatus, marketplaceKeys, offerImageSrc } from '../offers/marketplace.ts';
import { ShareSiteDialog } from './ShareSiteDialog.tsx';

const NOT_CONNECTED = 'Connect your Digistore24 account on the Offers page to get your affiliate link.';

/** Spec §2.19: offers as ready-made money sites, published in one click with the countdown banner. */
export function InstantMoneySitesPage() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: marketplaceKeys.status,
    queryFn: fetchStatus,
    retry: false,
  });
  const connected = status.data?.connected === true;
  const offers = useQuery({
    queryKey: [...marketplaceKeys.all, 'money-sites'],
    enabled: connected,
    // Spec §7.3: 20 offers, the first one dropped on this page.
    queryFn: async () => (await fetchOffers(1, MONEY_SITES_OFFER_LIMIT)).data.slice(1),
    retry: false,
  });
  const [share, setShare] = useState<{ publicUrl: string | null } | null>(null);

  useEffect(() => {
    if (!offers.isError) return;
    const reason = offers.error instanceof Error ? offers.error.message : '';
    toast.error(reason ? `Failed to load offers: ${reason}` : 'Failed to load offers', { id: 'ims-offers' });
  }, [offers.isError, offers.error]);
  useEffect(() => {
    if (status.isError) toast.error('Failed to load the marketplace connection status', { id: 'ims-status' });
  }, [status.isError]);

  const userName = status.data?.connected ? status.data.digistore_user_name : null;

  async function copyLink(offer: Offer) {
    if (!userName) {
      toast.error(NOT_CONNECTED);
      return;
    }
    const link = buildAffiliateLink(offer.affiliateLink, userName);
    if (!link) {
      toast.error('Affiliate link not available');
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      toast.success('URL copied to clipboard');
    } catch {
      toast.error('Failed to copy URL');
    }
  }

  async function publish(offer: Offer, ownLink: string) {
    setShare({ publicUrl: null });
    try {
      const res = await api('/cloned-sites/from-offer', {
        method: 'POST',
        body: { offerId: offer.id, ...(ownLink ? { affiliateLink: ownLink } : {}) },
        schema: publishOfferResponseSchema,
      });
      setShare({ publicUrl: res.publicUrl });
      void queryClient.invalidateQueries({ queryKey: ['cloned-sites'] });
    } catch (error) {
      setShare(null);
      toast.error(errorMessage(error, 'Failed to publish site'));
    }
  }

  return (
    <div>
      <PageHeader
        title="Instant Money Sites"
        subtitle="Pick an offer, plug in your affiliate link and publish a ready-made sales site with a 24-hour countdown."
      />
      {status.isPending ? (
        <PageLoading text="Loading offers..." />
      ) : status.isError ? (
        <EmptyState title="Failed to load the marketplace connection status" />
      ) : !connected ? (
        <EmptyState title="Connect your marketplace account">
          <p className="text-sm text-slate-600">{NOT_CONNECTED}</p>
          <Link
            to="/offers"
            className="mt-4 inline-flex items-center justify-center rounded-lg bg-gradient-to-r from-brand-600 to-accent-500 px-4 py-2.5 text-sm font-semibold text-white"
          >
            Go to Offers
          </Link>
        </EmptyState>
      ) : offers.isPending ? (
        <PageLoading text="Loading offers..." />
      ) : offers.isError ? (
        <EmptyState title="Failed to load offers" />
      ) : offers.data.length === 0 ? (
        <EmptyState title="No Offers Available" />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {offers.data.map((offer) => (
            <MoneySiteCard
              key={offer.id}
              offer={offer}
              busy={share !== null && share.publicUrl === null}
              onCopy={() => copyLink(offer)}
              onPublish={(link) => publish(offer, link)}
            />
          ))}
        </div>
      )}
      {share ? <ShareSiteDialog publicUrl={share.publicUrl} onClose={() => setShare(null)} /> : null}
    </div>
  );
}

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

function MoneySiteCard({
  offer,
  busy,
  onCopy,
  onPublish,
}: {
  offer: Offer;
  busy: boolean;
  onCopy(): void;
  onPublish(ownLink: string): void;
}) {
  const [plugging, setPlugging] = useState(false);
  const [ownLink, setOwnLink] = useState('');
  const [imageFailed, setImageFailed] = useState(false);
  const src = offerImageSrc(offer.imageUrl);
  const image = src && !imageFailed ? src : null;

  function publish() {
    const link = ownLink.trim();
    if (link && !isHttpUrl(link)) {
      toast.error('Please enter a valid URL');
      return;
    }
    onPublish(link);
  }

  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="money-site-card"
    >
      <div className="aspect-video bg-gradient-to-br from-brand-50 to-brand-100">
        {image ? (
          <img
            src={image}
            alt={offer.name}
            className="h-full w-full object-cover"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-brand-400">
            <ImageOff aria-hidden="true" className="h-10 w-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {offer.category ? (
          <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{offer.category}</p>
        ) : null}
        <h2 className="text-lg font-bold text-slate-900">{offer.name}</h2>
        <p className="text-sm text-slate-600">{offer.commission ?? 'Commission not specified'}</p>
        <div className="mt-auto flex flex-col gap-2">
          <Button variant="secondary" onClick={onCopy} icon={<Zap aria-hidden="true" className="h-4 w-4" />}>
            Get Instant Affiliate Link
          </Button>
          <Button
            variant="secondary"
            onClick={() => setPlugging((p) => !p)}
            aria-expanded={plugging}
            icon={<Link2 aria-hidden="true" className="h-4 w-4" />}
          >
            Plug Your Affiliate Link
          </Button>
          {plugging ? (
            <TextField
              label={`Your affiliate link for ${offer.name}`}
              type="url"
              inputMode="url"
              placeholder="https://..."
              value={ownLink}
              onChange={(e) => setOwnLink(e.target.value)}
            />
          ) : null}
          <Button onClick={publish} disabled={busy} icon={<Rocket aria-hidden="true" className="h-4 w-4" />}>
            Publish Site
          </Button>
        </div>
      </div>
    </article>
  );
}
