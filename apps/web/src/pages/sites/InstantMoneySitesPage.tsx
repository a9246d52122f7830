import { buildAffiliateLink, type Offer } from '@adreel/contracts';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { useCopyPromolink } from '../../components/offers/use-copy-promolink.ts';
import { EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { DemoBadges } from '../../components/ui/DemoBadge.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useMarketplaceStatusQuery, useMoneySiteOffersQuery } from '../../queries/offers.ts';
import { usePublishOfferSiteMutation } from './api.ts';
import { MoneySiteCard } from './MoneySiteCard.tsx';
import { ShareSiteDialog } from './ShareSiteDialog.tsx';

const NOT_CONNECTED = 'Connect your Digistore24 account on the Offers page to get your affiliate link.';

/** Spec §2.19: offers as ready-made money sites, published in one click with the countdown banner. */
export function InstantMoneySitesPage() {
  const status = useMarketplaceStatusQuery();
  const connected = status.data?.connected === true;
  const offers = useMoneySiteOffersQuery({ enabled: connected });
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

  const copyPromolink = useCopyPromolink();
  /** "Get Instant Affiliate Link" hands out the user's tracked short link (/go/…) for this offer. */
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
    if (await copyPromolink(offer, link)) toast.success('URL copied to clipboard');
  }

  const publish = usePublishOfferSiteMutation({
    onMutate: () => setShare({ publicUrl: null }),
    onSuccess: (res) => setShare({ publicUrl: res.publicUrl }),
    onError: (error) => {
      setShare(null);
      toast.error(errorMessage(error, 'Failed to publish site'));
    },
  });

  return (
    <div>
      <PageHeader
        title="Instant Money Sites"
        subtitle="Pick an offer, plug in your affiliate link and publish a ready-made sales site with a 24-hour countdown."
      />
      <DemoBadges services={['marketplace']} />
      {status.isPending ? (
        <PageLoading text="Loading offers..." />
      ) : status.isError ? (
        <EmptyState title="Failed to load the marketplace connection status" />
      ) : !connected ? (
        <EmptyState title="Connect your marketplace account">
          <p className="text-sm text-slate-600">{NOT_CONNECTED}</p>
          <Link
            to="/offers"
            className="mt-4 inline-flex items-center justify-center rounded-lg bg-gradient-to-r from-brand-600 to-accent-600 px-4 py-2.5 text-sm font-semibold text-white"
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
              busy={publish.isPending}
              onCopy={() => copyLink(offer)}
              onPublish={(link) =>
                publish.mutate({ offerId: offer.id, ...(link ? { affiliateLink: link } : {}) })
              }
            />
          ))}
        </div>
      )}
      {share ? <ShareSiteDialog publicUrl={share.publicUrl} onClose={() => setShare(null)} /> : null}
    </div>
  );
}
