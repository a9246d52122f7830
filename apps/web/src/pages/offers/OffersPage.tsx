import { OFFERS_PAGE_SIZE, type Offer, truncateAffiliateId } from '@adreel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  Link2,
  MousePointerClick,
  PlugZap,
  RefreshCw,
  TrendingUp,
  Unplug,
  Video,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card, EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { usePublicConfig } from '../../lib/public-config.ts';
import { session } from '../../lib/session.ts';
import {
  CONNECT_FAILED_GENERIC,
  connectFailed,
  disconnect,
  fetchAuthUrl,
  fetchOffers,
  fetchStatus,
  isSessionError,
  LOGIN_REQUIRED,
  marketplaceKeys,
  reasonOf,
  SESSION_EXPIRED,
} from './marketplace.ts';
import { OfferCard } from './OfferCard.tsx';
import { ShareDialog } from './ShareDialog.tsx';

function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function OffersPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const [connecting, setConnecting] = useState(false);
  const [sharing, setSharing] = useState<{ link: string; offer: Offer } | null>(null);

  const status = useQuery({ queryKey: marketplaceKeys.status, queryFn: fetchStatus, retry: false });
  const connected = status.data?.connected === true;
  const userName = connected ? (status.data?.digistore_user_name ?? null) : null;

  const offers = useQuery({
    queryKey: marketplaceKeys.offers(page),
    queryFn: () => fetchOffers(page, OFFERS_PAGE_SIZE),
    enabled: connected,
    placeholderData: keepPreviousData,
    retry: false,
  });

  useEffect(() => {
    if (status.isError) toast.error('Failed to load the marketplace connection status', { id: 'ds-status' });
  }, [status.isError]);
  useEffect(() => {
    if (!offers.isError) return;
    const reason = reasonOf(offers.error);
    toast.error(reason ? `Failed to load offers: ${reason}` : 'Failed to load offers', { id: 'ds-offers' });
  }, [offers.isError, offers.error]);

  // Only pages 1..totalPages exist: a stale ?page= past the end goes to the last page.
  const totalPages = offers.data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setParams({ page: String(totalPages) }, { replace: true });
  }, [page, totalPages, setParams]);

  function goToPage(next: number) {
    if (next < 1 || (totalPages > 0 && next > totalPages)) return;
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  async function connect() {
    if (!session.getToken()) {
      toast.error(LOGIN_REQUIRED);
      navigate('/login');
      return;
    }
    setConnecting(true);
    try {
      const target = await fetchAuthUrl();
      window.location.assign(target);
    } catch (error) {
      setConnecting(false);
      if (isSessionError(error)) {
        toast.error(SESSION_EXPIRED);
        session.removeToken();
        navigate('/login');
        return;
      }
      const reason = reasonOf(error);
      toast.error(reason ? connectFailed(reason) : CONNECT_FAILED_GENERIC);
    }
  }

  const disconnecting = useMutation({
    mutationFn: disconnect,
    onSuccess: () => {
      queryClient.setQueryData(marketplaceKeys.status, { connected: false, digistore_user_name: null });
      queryClient.removeQueries({ queryKey: ['digistore', 'offers'] });
      setParams({}, { replace: true });
      toast.success('Disconnected from the marketplace');
    },
    onError: () => toast.error('Failed to disconnect from the marketplace'),
  });

  const refreshing = status.isRefetching || (offers.isFetching && !offers.isLoading);
  async function refresh() {
    const result = await status.refetch();
    if (result.data?.connected) await offers.refetch();
  }

  async function copyLink(link: string, offer: Offer) {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      toast.error('Failed to copy URL');
      return;
    }
    setSharing({ link, offer });
  }

  const actions = connected ? (
    <>
      <Button
        variant="secondary"
        busy={refreshing}
        busyText="Refreshing..."
        icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
        onClick={refresh}
      >
        Refresh
      </Button>
      <Button
        variant="danger"
        busy={disconnecting.isPending}
        icon={<Unplug aria-hidden="true" className="h-4 w-4" />}
        onClick={() => disconnecting.mutate()}
      >
        Disconnect
      </Button>
    </>
  ) : status.isSuccess ? (
    <Button
      busy={connecting}
      busyText="Connecting..."
      icon={<PlugZap aria-hidden="true" className="h-4 w-4" />}
      onClick={connect}
    >
      Connect
    </Button>
  ) : null;

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Marketplace Offers"
        subtitle="Pick a product to promote: your affiliate ID is applied to every link you copy."
        actions={actions}
      />
      {connected && userName ? (
        <div className="-mt-3 mb-6">
          <span
            title={userName}
            className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200"
          >
            <BadgeCheck aria-hidden="true" className="h-4 w-4" />
            Affiliate ID: <span className="font-mono">{truncateAffiliateId(userName)}</span>
          </span>
        </div>
      ) : null}

      {status.isLoading ? (
        <PageLoading text="Loading the marketplace..." />
      ) : status.isError ? (
        <EmptyState title="Failed to load the marketplace connection status">
          <Button variant="secondary" onClick={() => status.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : !connected ? (
        <NotConnected connecting={connecting} onConnect={connect} />
      ) : offers.isLoading ? (
        <OfferGridSkeleton />
      ) : offers.isError && !offers.data ? (
        <EmptyState title="Failed to load offers">
          <Button variant="secondary" onClick={() => offers.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : !offers.data || offers.data.pagination.totalItems === 0 ? (
        <EmptyState title="No Offers Available">
          <p className="text-sm text-slate-600">
            New offers appear here as soon as they are added. Check back soon.
          </p>
        </EmptyState>
      ) : (
        <>
          <StepsBanner />
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-sm font-semibold text-slate-800">
              {offers.data.pagination.totalItems}{' '}
              {offers.data.pagination.totalItems === 1 ? 'offer' : 'offers'} found
            </p>
            <p className="text-sm text-slate-500" aria-live="polite">
              Page {offers.data.pagination.currentPage} of {offers.data.pagination.totalPages}
            </p>
          </div>
          <div
            className={`grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 ${offers.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {offers.data.data.map((offer) => (
              <OfferCard key={offer.id} offer={offer} userName={userName} onCopy={copyLink} />
            ))}
          </div>
          <Pagination
            className="mt-8"
            currentPage={offers.data.pagination.currentPage}
            totalPages={offers.data.pagination.totalPages}
            onPageChange={goToPage}
            disabled={offers.isPlaceholderData}
          />
        </>
      )}

      {sharing ? (
        <ShareDialog link={sharing.link} offerName={sharing.offer.name} onClose={() => setSharing(null)} />
      ) : null}
    </div>
  );
}

function NotConnected({ connecting, onConnect }: { connecting: boolean; onConnect(): void }) {
  const config = usePublicConfig();
  const tutorial = config.data?.tutorialVideoUrl;
  // A same-origin embed never gets allow-same-origin: it would reach the stored token.
  const crossOrigin = tutorial
    ? new URL(tutorial, window.location.origin).origin !== window.location.origin
    : false;
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <Card className="lg:col-span-2">
        <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Link2 aria-hidden="true" className="h-6 w-6" />
        </div>
        <h2 className="mt-4 text-xl font-bold text-slate-900">Connect your marketplace account</h2>
        <p className="mt-2 text-slate-600">
          Connect your Digistore24 affiliate account to browse hundreds of ready-to-promote offers. We read
          your affiliate ID so every link you copy pays your commission.
        </p>
        <ul className="mt-4 space-y-2 text-sm text-slate-600">
          <li className="flex gap-2">
            <BadgeCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-600" />
            Affiliate links with your ID applied in one click
          </li>
          <li className="flex gap-2">
            <BadgeCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-600" />
            Commissions, earnings per sale and prices at a glance
          </li>
          <li className="flex gap-2">
            <BadgeCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-600" />
            Read-only access: disconnect at any time
          </li>
        </ul>
        <Button
          className="mt-6 w-full sm:w-auto"
          busy={connecting}
          busyText="Connecting..."
          icon={<PlugZap aria-hidden="true" className="h-4 w-4" />}
          onClick={onConnect}
        >
          Connect Now
        </Button>
      </Card>
      <Card className="lg:col-span-3">
        <h2 className="mb-3 text-lg font-bold text-slate-900">Watch the tutorial</h2>
        <div className="aspect-video overflow-hidden rounded-xl bg-slate-900">
          {tutorial ? (
            <iframe
              title="Marketplace tutorial video"
              src={tutorial}
              className="h-full w-full border-0"
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              sandbox={`allow-scripts allow-popups allow-presentation${crossOrigin ? ' allow-same-origin' : ''}`}
            />
          ) : null}
        </div>
      </Card>
    </div>
  );
}

const STEPS = [
  {
    label: 'Tap1: Select an Offer',
    text: 'Copy your affiliate link below.',
    to: '/offers',
    icon: MousePointerClick,
  },
  {
    label: 'Tap2: Create a Viral Video',
    text: 'Paste the link into the video maker.',
    to: '/dashboard',
    icon: Video,
  },
  {
    label: 'Tap3: Drive Traffic & Profit',
    text: 'Share your video and earn.',
    to: '/videos',
    icon: TrendingUp,
  },
];

function StepsBanner() {
  return (
    <ol className="mb-6 grid gap-3 rounded-2xl bg-gradient-to-r from-brand-600 to-accent-500 p-4 text-white shadow-sm sm:grid-cols-3 sm:p-5">
      {STEPS.map(({ label, text, to, icon: Icon }) => (
        <li key={label}>
          <Link
            to={to}
            className="flex h-full items-start gap-3 rounded-xl bg-white/10 p-3 transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <span>
              <span className="block text-sm font-bold">{label}</span>
              <span className="block text-xs text-white/85">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

function OfferGridSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading offers"
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
          <div className="aspect-[16/9] bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-full rounded bg-slate-200" />
            <div className="h-3 w-5/6 rounded bg-slate-200" />
            <div className="h-10 w-full rounded-lg bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
