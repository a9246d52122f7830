import {
  type AutopilotArmBody,
  type AutopilotView,
  autopilotViewSchema,
  type CampaignDeleted,
  type CampaignDto,
  type CampaignSteerResult,
  type CreateCampaignBody,
  campaignDeletedSchema,
  campaignItemBusy,
  campaignListSchema,
  campaignSchema,
  campaignSteerResultSchema,
  digestsResponseSchema,
  type MoreLikeThisResult,
  moreLikeThisResultSchema,
  OFFERS_MAX_PAGE_SIZE,
  type OfferSort,
  offersResponseSchema,
  type PutAutopilotBody,
  type UpdateCampaignBody,
  type UpdateCampaignItemBody,
  voicesResponseSchema,
} from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../../lib/mutation.ts';

/** While scripts are written or videos render, the campaign page refreshes every 3 s. */
export const CAMPAIGN_POLL_MS = 3000;

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  one: (id: string) => [...campaignKeys.all, 'one', id] as const,
  offers: (sort: OfferSort = 'featured') => [...campaignKeys.all, 'offers', sort] as const,
  voices: () => [...campaignKeys.all, 'voices'] as const,
  autopilot: (id: string) => [...campaignKeys.all, 'autopilot', id] as const,
  digests: () => [...campaignKeys.all, 'digests'] as const,
};

/** A paused or cancelled campaign moves by itself no more: the page stops polling it. */
const busy = (c: CampaignDto | undefined) =>
  (c?.state === 'running' || c?.state === 'draft') &&
  (c.autopilot || c.items.some((i) => campaignItemBusy(i.state) || i.state === 'scheduled'));

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

/**
 * The marketplace offers a campaign can pick from: the first page of the catalog, as large as allowed,
 * in the chosen order (the server sorts the whole catalog, so "commission" puts the best ones first).
 */
export function useCampaignOffersQuery(sort: OfferSort = 'featured') {
  return useQuery({
    queryKey: campaignKeys.offers(sort),
    queryFn: async () => {
      const res = await api('/digistore/offers', {
        query: { page: 1, itemsPerPage: OFFERS_MAX_PAGE_SIZE, sort },
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
  return useCampaignSaved(
    (body: CreateCampaignBody) => api('/campaigns', { method: 'POST', body, schema: campaignSchema }),
    callbacks,
  );
}

/**
 * Every change to a campaign answers the whole campaign: it replaces the cached one under its id (a
 * new campaign gets its entry) and the list is read again.
 */
function useCampaignSaved<V>(
  request: (v: V) => Promise<CampaignDto>,
  callbacks?: MutationCallbacks<CampaignDto, V>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: request,
      store: (queryClient, data) => queryClient.setQueryData(campaignKeys.one(data.id), data),
      refresh: [campaignKeys.list()],
    },
    callbacks,
  );
}

const path = (id: string, rest = '') => `/campaigns/${encodeURIComponent(id)}${rest}`;
const itemPath = (id: string, itemId: string, rest = '') =>
  path(id, `/items/${encodeURIComponent(itemId)}${rest}`);

export function useUpdateCampaignMutation(
  id: string,
  callbacks?: MutationCallbacks<CampaignDto, UpdateCampaignBody>,
) {
  return useCampaignSaved(
    (body: UpdateCampaignBody) => api(path(id), { method: 'PATCH', body, schema: campaignSchema }),
    callbacks,
  );
}

export function useLaunchCampaignMutation(id: string, callbacks?: MutationCallbacks<CampaignDto, void>) {
  return useCampaignSaved(
    () => api(path(id, '/launch'), { method: 'POST', schema: campaignSchema }),
    callbacks,
  );
}

export function useUpdateItemMutation(
  id: string,
  callbacks?: MutationCallbacks<CampaignDto, { itemId: string; body: UpdateCampaignItemBody }>,
) {
  return useCampaignSaved(
    ({ itemId, body }: { itemId: string; body: UpdateCampaignItemBody }) =>
      api(itemPath(id, itemId), { method: 'PATCH', body, schema: campaignSchema }),
    callbacks,
  );
}

export function useDropItemMutation(id: string, callbacks?: MutationCallbacks<CampaignDto, string>) {
  return useCampaignSaved(
    (itemId: string) => api(itemPath(id, itemId), { method: 'DELETE', schema: campaignSchema }),
    callbacks,
  );
}

export function useRetryItemMutation(id: string, callbacks?: MutationCallbacks<CampaignDto, string>) {
  return useCampaignSaved(
    (itemId: string) => api(itemPath(id, itemId, '/retry'), { method: 'POST', schema: campaignSchema }),
    callbacks,
  );
}

export type SteerAction = 'pause' | 'resume' | 'cancel';

/** Pause, resume or cancel: the answer carries the campaign (cached under its id) and what happened. */
export function useSteerCampaignMutation(
  id: string,
  callbacks?: MutationCallbacks<CampaignSteerResult, SteerAction>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (action: SteerAction) =>
        api(path(id, `/${action}`), { method: 'POST', schema: campaignSteerResultSchema }),
      store: (queryClient, data) => queryClient.setQueryData(campaignKeys.one(id), data.campaign),
      refresh: [campaignKeys.list()],
    },
    callbacks,
  );
}

export function useDeleteCampaignMutation(id: string, callbacks?: MutationCallbacks<CampaignDeleted, void>) {
  return useMutationThatRefreshes(
    {
      mutationFn: () => api(path(id), { method: 'DELETE', schema: campaignDeletedSchema }),
      store: (queryClient) => queryClient.removeQueries({ queryKey: campaignKeys.one(id) }),
      refresh: [campaignKeys.list()],
    },
    callbacks,
  );
}

/** The autopilot panel (issue 35): the decision log and the evidence, polled while autopilot is on. */
export function useAutopilotQuery(id: string, polling: boolean) {
  return useQuery({
    queryKey: campaignKeys.autopilot(id),
    queryFn: () => api(path(id, '/autopilot'), { schema: autopilotViewSchema }),
    refetchInterval: polling ? CAMPAIGN_POLL_MS : false,
  });
}

export function usePutAutopilotMutation(
  id: string,
  callbacks?: MutationCallbacks<AutopilotView, PutAutopilotBody>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (body: PutAutopilotBody) =>
        api(path(id, '/autopilot'), { method: 'PUT', body, schema: autopilotViewSchema }),
      store: (queryClient, data) => queryClient.setQueryData(campaignKeys.autopilot(id), data),
      refresh: [campaignKeys.one(id)],
    },
    callbacks,
  );
}

export function useAutopilotArmMutation(
  id: string,
  callbacks?: MutationCallbacks<AutopilotView, { itemId: string; action: AutopilotArmBody['action'] }>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: ({ itemId, action }: { itemId: string; action: AutopilotArmBody['action'] }) =>
        api(path(id, `/autopilot/arms/${encodeURIComponent(itemId)}`), {
          method: 'POST',
          body: { action },
          schema: autopilotViewSchema,
        }),
      store: (queryClient, data) => queryClient.setQueryData(campaignKeys.autopilot(id), data),
      refresh: [],
    },
    callbacks,
  );
}

/** "Make more like this": the campaign with its new challengers (cached under its id) and what happened. */
export function useMoreLikeThisMutation(
  id: string,
  callbacks?: MutationCallbacks<MoreLikeThisResult, string>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (itemId: string) =>
        api(itemPath(id, itemId, '/more-like-this'), {
          method: 'POST',
          body: { count: 3 },
          schema: moreLikeThisResultSchema,
        }),
      store: (queryClient, data) => queryClient.setQueryData(campaignKeys.one(id), data.campaign),
      refresh: [campaignKeys.autopilot(id), campaignKeys.list()],
    },
    callbacks,
  );
}

/** The weekly digests (issue 35 item 4), newest first. */
export function useDigestsQuery() {
  return useQuery({
    queryKey: campaignKeys.digests(),
    queryFn: () => api('/digests', { schema: digestsResponseSchema }),
  });
}
