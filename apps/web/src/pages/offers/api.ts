import {
  type DigistoreCallbackResponse,
  type DigistoreDisconnectResponse,
  type DigistoreStatusResponse,
  digistoreAuthUrlResponseSchema,
  digistoreCallbackResponseSchema,
  digistoreDisconnectResponseSchema,
  OFFERS_PAGE_SIZE,
} from '@adreel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../../lib/mutation.ts';
import { fetchOffers, marketplaceKeys } from '../../queries/offers.ts';
import { type OfferFilterState, offersQueryOf } from './offer-filters.ts';

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
