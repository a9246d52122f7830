import {
  digistoreStatusResponseSchema,
  MONEY_SITES_OFFER_LIMIT,
  type OffersResponse,
  offersResponseSchema,
} from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

// The marketplace connection and offers that offers, sites and dfy all read.
export const marketplaceKeys = {
  all: ['digistore'] as const,
  status: () => [...marketplaceKeys.all, 'status'] as const,
  offerPages: () => [...marketplaceKeys.all, 'offers'] as const,
  offers: (page: number, filters: Record<string, string> = {}) =>
    [...marketplaceKeys.offerPages(), page, filters] as const,
  moneySiteOffers: () => [...marketplaceKeys.all, 'money-sites'] as const,
};

/** Spec §7.3: a reply with success false raises an error carrying its message. */
export async function fetchOffers(
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
