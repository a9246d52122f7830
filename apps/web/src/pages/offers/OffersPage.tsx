import { CAMPAIGN_MAX_ITEMS, type Offer } from '@adreel/contracts';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { useCopyPromolink } from '../../components/offers/use-copy-promolink.ts';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { DemoBadges } from '../../components/ui/DemoBadge.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { useClickBankAccountQuery } from '../../queries/clickbank.ts';
import { useMarketplaceStatusQuery } from '../../queries/offers.ts';
import { AddClickBankProduct } from './AddClickBankProduct.tsx';
import { AffiliateIdBadge } from './AffiliateIdBadge.tsx';
import { ClickBankNotConnected } from './ClickBankNotConnected.tsx';
import { MarketplaceTabs } from './MarketplaceTabs.tsx';
import { NotConnectedPanel } from './NotConnectedPanel.tsx';
import { OfferFilters } from './OfferFilters.tsx';
import { OfferGridSkeleton } from './OfferGridSkeleton.tsx';
import { OfferResults } from './OfferResults.tsx';
import { OffersActions } from './OffersActions.tsx';
import { describeFilters, filtersFromParams, isFiltered, NO_FILTERS } from './offer-filters.ts';
import { ShareDialog } from './ShareDialog.tsx';
import { StepsBanner } from './StepsBanner.tsx';
import { useConnectMarketplace } from './use-connect-marketplace.ts';
import { usePagedOffers } from './use-paged-offers.ts';

/**
 * Tap1 (spec §2.12): connect the marketplace, page through its offers, copy and share a promolink.
 * Digistore24 and ClickBank (issue 34) each have their catalog, connection and affiliate id.
 */
export function OffersPage() {
  const status = useMarketplaceStatusQuery();
  const clickBank = useClickBankAccountQuery();
  const [params] = useSearchParams();
  const onClickBank = filtersFromParams(params).marketplace === 'clickbank';
  const digistoreConnected = status.data?.connected === true;
  const connected = onClickBank ? clickBank.data?.connected === true : digistoreConnected;
  const userName = onClickBank
    ? (clickBank.data?.nickname ?? null)
    : digistoreConnected
      ? (status.data?.digistore_user_name ?? null)
      : null;
  // The connection the chosen catalog depends on: its loading and failure are the page's.
  const account = onClickBank ? clickBank : status;
  const { offers, filters, goToPage, setFilters, clearFilters, clearPage } = usePagedOffers({
    enabled: connected,
  });
  // Offers picked for a campaign, kept across pages, searches and sorts.
  const [picked, setPicked] = useState<string[]>([]);
  const togglePicked = (offer: Offer) =>
    setPicked((ids) => (ids.includes(offer.id) ? ids.filter((id) => id !== offer.id) : [...ids, offer.id]));
  const { connect, connecting } = useConnectMarketplace();
  const [sharing, setSharing] = useState<{ link: string; offer: Offer } | null>(null);

  // The chosen catalog's connection: a failed ClickBank account says so too, not only Digistore24's.
  const accountFailed = account.isError;
  useEffect(() => {
    if (accountFailed)
      toast.error('Failed to load the marketplace connection status', {
        id: onClickBank ? 'cb-account' : 'ds-status',
      });
  }, [accountFailed, onClickBank]);

  const refreshing = status.isRefetching || (offers.isFetching && !offers.isLoading);
  async function refresh() {
    const result = await status.refetch();
    if (result.data?.connected) await offers.refetch();
  }

  const copyPromolink = useCopyPromolink();
  /** The promolink is handed out as the user's tracked short link for this offer. */
  async function copyLink(link: string, offer: Offer) {
    const tracked = await copyPromolink(offer, link);
    if (tracked) setSharing({ link: tracked, offer });
  }

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Marketplace Offers"
        subtitle="Pick a product to promote: your affiliate ID is applied to every link you copy."
        actions={
          !onClickBank && (connected || status.isSuccess) ? (
            <OffersActions
              connected={connected}
              refreshing={refreshing}
              onRefresh={refresh}
              connecting={connecting}
              onConnect={connect}
              onDisconnected={clearPage}
            />
          ) : null
        }
      />
      <DemoBadges services={['marketplace']} />
      <MarketplaceTabs
        value={filters.marketplace}
        onChange={(marketplace) => setFilters({ ...NO_FILTERS, marketplace })}
      />
      {connected && userName ? <AffiliateIdBadge userName={userName} /> : null}
      {onClickBank && connected ? <AddClickBankProduct /> : null}

      {account.isLoading ? (
        <PageLoading text="Loading the marketplace..." />
      ) : account.isError ? (
        <EmptyState title="Failed to load the marketplace connection status">
          <Button variant="secondary" onClick={() => account.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : !connected ? (
        onClickBank ? (
          <ClickBankNotConnected />
        ) : (
          <NotConnectedPanel connecting={connecting} onConnect={connect} />
        )
      ) : offers.isLoading ? (
        <OfferGridSkeleton />
      ) : offers.isError && !offers.data ? (
        <EmptyState title="Failed to load offers">
          <Button variant="secondary" onClick={() => offers.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : !offers.data || (offers.data.pagination.totalItems === 0 && !isFiltered(filters)) ? (
        <EmptyState title="No Offers Available">
          <p className="text-sm text-slate-600">
            New offers appear here as soon as they are added. Check back soon.
          </p>
        </EmptyState>
      ) : (
        <>
          <StepsBanner />
          <OfferFilters
            filters={filters}
            facets={offers.data.facets}
            onChange={setFilters}
            onClear={clearFilters}
          />
          {offers.data.pagination.totalItems === 0 ? (
            <EmptyState title={`No offers match ${describeFilters(filters)}`}>
              <p className="text-sm text-slate-600">Try another word, or widen the price or category.</p>
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <OfferResults
              result={offers.data}
              userName={userName}
              stale={offers.isPlaceholderData}
              onCopy={copyLink}
              onPageChange={goToPage}
              selectedIds={picked}
              canSelectMore={picked.length < CAMPAIGN_MAX_ITEMS}
              onToggleSelect={togglePicked}
            />
          )}
        </>
      )}

      {picked.length > 0 ? (
        <section
          aria-label="Picked offers"
          className="sticky bottom-3 z-10 mt-6 flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-lg"
        >
          <p className="text-sm">
            {picked.length} of at most {CAMPAIGN_MAX_ITEMS} offers picked
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => setPicked([])}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-white/90 ring-1 ring-white/30 hover:bg-white/10"
            >
              Clear
            </button>
            <Link
              to={`/campaigns/new?${new URLSearchParams({ offers: picked.join(',') })}`}
              className="rounded-lg bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
            >
              Campaign from {picked.length} {picked.length === 1 ? 'offer' : 'offers'}
            </Link>
          </div>
        </section>
      ) : null}

      {sharing ? (
        <ShareDialog link={sharing.link} offerName={sharing.offer.name} onClose={() => setSharing(null)} />
      ) : null}
    </div>
  );
}
