import {
  type DigistoreCallbackResponse,
  type DigistoreDisconnectResponse,
  type DigistoreStatusResponse,
  digistoreAuthUrlResponseSchema,
  digistoreCallbackResponseSchema,
  digistoreDisconnectResponseSchema,
  digistoreStatusResponseSchema,
  MONEY_SITES_OFFER_LIMIT,
  OFFERS_PAGE_SIZE,
  type OffersResponse,
  offersResponseSchema,
} from '@adreel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../../lib/mutation.ts';
import { type OfferFilterState, offersQueryOf } from './offer-filters.ts';

export const marketplaceKeys = {
  all: ['digistore'] as const,
  status: () => [...marketplaceKeys.all, 'status'] as const,
  offerPages: () => [...marketplaceKeys.all, 'offers'] as const,
  offers: (page: number, filters: Record<string, string> = {}) =>
    [...marketplaceKeys.offerPages(), page, filters] as const,
  moneySiteOffers: () => [...marketplaceKeys.all, 'money-sites'] as const,
};

/** Spec §7.3: a reply with success false raises an error carrying its message. */
async function fetchOffers(
  page: number,
  itemsPerPage: number,
  filters: Record<string, string> = {},
): Promise<OffersResponse> {
  const res = await api('/digistore/offers', {
    query: { ...filters, page, itemsPerPage },
    schema: offersResponseSchema,
  });
  if (!res.success) throw new Error(res.message);
  return res;
}

/** Whether the user's marketplace account is connected, and its affiliate ID. */
export function useMarketplaceStatusQuery() {
  return useQuery({
    queryKey: marketplaceKeys.status(),
    queryFn: () => api('/digistore/status', { schema: digistoreStatusResponseSchema }),
    retry: false,
  });
}

/**
 * One page of the catalog after the search, filters and sort (applied by the server over the whole
 * catalog); the previous page stays on screen while the next loads.
 */
export function useOffersQuery(page: number, filters: OfferFilterState, { enabled }: { enabled: boolean }) {
  const query = offersQueryOf(filters);
  return useQuery({
    queryKey: marketplaceKeys.offers(page, query),
    queryFn: () => fetchOffers(page, OFFERS_PAGE_SIZE, query),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Spec §7.3: Instant Money Sites asks for 20 offers and drops the first one. */
export function useMoneySiteOffersQuery({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: marketplaceKeys.moneySiteOffers(),
    queryFn: async () => (await fetchOffers(1, MONEY_SITES_OFFER_LIMIT)).data.slice(1),
    enabled,
    retry: false,
  });
}

/** The approval address: authUrl, else request_url; neither is an error (spec §8). */
export function useConnectMutation(callbacks?: MutationCallbacks<string>) {
  return useMutation({
    ...callbacks,
    mutationFn: async () => {
      const res = await api('/digistore/auth-url', { schema: digistoreAuthUrlResponseSchema.partial() });
      const target = res.authUrl ?? res.request_url;
      if (!target) throw new Error('Invalid response from server: missing request_url');
      return target;
    },
  });
}

/** Finishes a connection with the marketplace's state and token; every marketplace answer is stale after. */
export function useCompleteConnectionMutation(
  callbacks?: MutationCallbacks<DigistoreCallbackResponse, { state: string; token: string }>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (query: { state: string; token: string }) =>
        api('/digistore/callback', { query, schema: digistoreCallbackResponseSchema }),
      refresh: [marketplaceKeys.all],
      wait: true,
    },
    callbacks,
  );
}

export function useDisconnectMutation(callbacks?: MutationCallbacks<DigistoreDisconnectResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () =>
      api('/digistore/disconnect', { method: 'POST', schema: digistoreDisconnectResponseSchema }),
    onSuccess: (...args) => {
      const disconnected: DigistoreStatusResponse = { connected: false, digistore_user_name: null };
      queryClient.setQueryData(marketplaceKeys.status(), disconnected);
      queryClient.removeQueries({ queryKey: marketplaceKeys.offerPages() });
      return callbacks?.onSuccess?.(...args);
    },
  });
}
