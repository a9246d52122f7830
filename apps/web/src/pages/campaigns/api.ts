import {
  type CampaignDto,
  type CreateCampaignBody,
  campaignItemBusy,
  campaignListSchema,
  campaignSchema,
  OFFERS_MAX_PAGE_SIZE,
  offersResponseSchema,
  type UpdateCampaignBody,
  type UpdateCampaignItemBody,
  voicesResponseSchema,
} from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';

/** While scripts are written or videos render, the campaign page refreshes every 3 s. */
export const CAMPAIGN_POLL_MS = 3000;

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  one: (id: string) => [...campaignKeys.all, 'one', id] as const,
  offers: () => [...campaignKeys.all, 'offers'] as const,
  voices: () => [...campaignKeys.all, 'voices'] as const,
};

const busy = (c: CampaignDto | undefined) =>
  c?.items.some((i) => campaignItemBusy(i.state) || i.state === 'scheduled') ?? false;

export function useCampaignsQuery() {
  return useQuery({
    queryKey: campaignKeys.list(),
    queryFn: () => api('/campaigns', { schema: campaignListSchema }),
  });
}

export function useCampaignQuery(id: string) {
  return useQuery({
    queryKey: campaignKeys.one(id),
    queryFn: () => api(`/campaigns/${encodeURIComponent(id)}`, { schema: campaignSchema }),
    refetchInterval: (query) => (busy(query.state.data) ? CAMPAIGN_POLL_MS : false),
  });
}

/** The marketplace offers a campaign can pick from (the first page of the catalog, as large as allowed). */
export function useCampaignOffersQuery() {
  return useQuery({
    queryKey: campaignKeys.offers(),
    queryFn: async () => {
      const res = await api('/digistore/offers', {
        query: { page: 1, itemsPerPage: OFFERS_MAX_PAGE_SIZE },
        schema: offersResponseSchema,
      });
      if (!res.success) throw new Error(res.message);
      return res.data;
    },
    retry: false,
  });
}

export function useCampaignVoicesQuery() {
  return useQuery({
    queryKey: campaignKeys.voices(),
    queryFn: ({ signal }) => api('/videos/voices', { schema: voicesResponseSchema, signal }),
    staleTime: 300_000,
  });
}

export function useCreateCampaignMutation(callbacks?: MutationCallbacks<CampaignDto, CreateCampaignBody>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (body: CreateCampaignBody) =>
      api('/campaigns', { method: 'POST', body, schema: campaignSchema }),
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(campaignKeys.one(data.id), data);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
      return callbacks?.onSuccess?.(data, ...rest);
    },
  });
}

/** Every change to a campaign answers the whole campaign: it replaces the cached one. */
function useCampaignChange<V>(
  id: string,
  request: (v: V) => Promise<CampaignDto>,
  callbacks?: MutationCallbacks<CampaignDto, V>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: request,
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(campaignKeys.one(id), data);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
      return callbacks?.onSuccess?.(data, ...rest);
    },
  });
}

const path = (id: string, rest = '') => `/campaigns/${encodeURIComponent(id)}${rest}`;
const itemPath = (id: string, itemId: string, rest = '') =>
  path(id, `/items/${encodeURIComponent(itemId)}${rest}`);

export function useUpdateCampaignMutation(
  id: string,
  callbacks?: MutationCallbacks<CampaignDto, UpdateCampaignBody>,
) {
  return useCampaignChange(
    id,
    (body: UpdateCampaignBody) => api(path(id), { method: 'PATCH', body, schema: campaignSchema }),
    callbacks,
  );
}

export function useLaunchCampaignMutation(id: string, callbacks?: MutationCallbacks<CampaignDto, void>) {
  return useCampaignChange(
    id,
    () => api(path(id, '/launch'), { method: 'POST', schema: campaignSchema }),
    callbacks,
  );
}

export function useUpdateItemMutation(
  id: string,
  callbacks?: MutationCallbacks<CampaignDto, { itemId: string; body: UpdateCampaignItemBody }>,
) {
  return useCampaignChange(
    id,
    ({ itemId, body }: { itemId: string; body: UpdateCampaignItemBody }) =>
      api(itemPath(id, itemId), { method: 'PATCH', body, schema: campaignSchema }),
    callbacks,
  );
}

export function useDropItemMutation(id: string, callbacks?: MutationCallbacks<CampaignDto, string>) {
  return useCampaignChange(
    id,
    (itemId: string) => api(itemPath(id, itemId), { method: 'DELETE', schema: campaignSchema }),
    callbacks,
  );
}

export function useRetryItemMutation(id: string, callbacks?: MutationCallbacks<CampaignDto, string>) {
  return useCampaignChange(
    id,
    (itemId: string) => api(itemPath(id, itemId, '/retry'), { method: 'POST', schema: campaignSchema }),
    callbacks,
  );
}
