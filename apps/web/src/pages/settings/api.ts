import {
  type BrandKitBody,
  type BrandKitResponse,
  brandKitResponseSchema,
  type CreateApiKeyResponse,
  type CreateNetworkBody,
  type CreateWebhookBody,
  type CreateWebhookResponse,
  createApiKeyResponseSchema,
  createWebhookResponseSchema,
  deleteAccountResponseSchema,
  deleteWebhookResponseSchema,
  demoInboxResponseSchema,
  type HandleResponse,
  handleResponseSchema,
  listApiKeysResponseSchema,
  listWebhookDeliveriesResponseSchema,
  listWebhooksResponseSchema,
  type NetworkConnectionDto,
  networkConnectionDtoSchema,
  networkDeletedResponseSchema,
  networksResponseSchema,
  revokeApiKeyResponseSchema,
  testWebhookResponseSchema,
  type UpdateWebhookBody,
  webhookResponseSchema,
  webhookSecretResponseSchema,
} from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../../lib/mutation.ts';
import { forgetSession, signOutEverywhere } from '../../lib/sign-out.ts';

/** Ends every session of the account, this one included; answers the server's message. */
export function useSignOutEverywhereMutation(callbacks?: MutationCallbacks<string>) {
  const queryClient = useQueryClient();
  return useMutation({ ...callbacks, mutationFn: () => signOutEverywhere(queryClient) });
}

/** Deletes the account for good (the password confirms it), then forgets everything this tab knew. */
export function useDeleteAccountMutation(
  callbacks?: MutationCallbacks<z.infer<typeof deleteAccountResponseSchema>, string>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (password: string) =>
      api('/auth/me', { method: 'DELETE', body: { password }, schema: deleteAccountResponseSchema }),
    onSuccess: (...args) => {
      forgetSession(queryClient);
      return callbacks?.onSuccess?.(...args);
    },
  });
}

export const accountKeys = {
  handle: ['account', 'handle'] as const,
};

/** The link-in-bio handle and its page's address (null: no page yet). */
export function useHandleQuery() {
  return useQuery({
    queryKey: accountKeys.handle,
    queryFn: () => api('/account/handle', { schema: handleResponseSchema }),
  });
}

/** Saves the handle (null removes it and the page); 409 when someone else has it. */
export function useSetHandleMutation(callbacks?: MutationCallbacks<HandleResponse, string | null>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (handle: string | null) =>
        api('/account/handle', { method: 'PUT', body: { handle }, schema: handleResponseSchema }),
      refresh: [accountKeys.handle],
    },
    callbacks,
  );
}

export const automationKeys = {
  apiKeys: ['api-keys'] as const,
  webhooks: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
  demoInbox: ['webhooks', 'demo-inbox'] as const,
};

export function useApiKeysQuery() {
  return useQuery({
    queryKey: automationKeys.apiKeys,
    queryFn: () => api('/api-keys', { schema: listApiKeysResponseSchema }),
  });
}

/** Creates a key; the answer holds the full key, shown once. */
export function useCreateApiKeyMutation(callbacks?: MutationCallbacks<CreateApiKeyResponse, string>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (name: string) =>
        api('/api-keys', { method: 'POST', body: { name }, schema: createApiKeyResponseSchema }),
      refresh: [automationKeys.apiKeys],
      always: true,
    },
    callbacks,
  );
}

export function useRevokeApiKeyMutation(callbacks?: MutationCallbacks<{ ok: true }, string>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (id: string) =>
        api(`/api-keys/${id}`, { method: 'DELETE', schema: revokeApiKeyResponseSchema }),
      refresh: [automationKeys.apiKeys],
      always: true,
    },
    callbacks,
  );
}

export function useWebhooksQuery() {
  return useQuery({
    queryKey: automationKeys.webhooks,
    queryFn: () => api('/webhooks', { schema: listWebhooksResponseSchema }),
  });
}

/** Demo mode's webhook inbox: its address and what it received, refreshed while the page is open. */
export function useDemoInboxQuery(enabled: boolean) {
  return useQuery({
    queryKey: automationKeys.demoInbox,
    queryFn: () => api('/demo/webhook-inbox', { schema: demoInboxResponseSchema }),
    enabled,
    refetchInterval: 4000,
  });
}

/** Recent deliveries; polled while one is still pending so retries show up. */
export function useWebhookDeliveriesQuery(id: string) {
  return useQuery({
    queryKey: automationKeys.deliveries(id),
    queryFn: () => api(`/webhooks/${id}/deliveries`, { schema: listWebhookDeliveriesResponseSchema }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? 2000 : false,
  });
}

export function useCreateWebhookMutation(
  callbacks?: MutationCallbacks<CreateWebhookResponse, CreateWebhookBody>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (body: CreateWebhookBody) =>
        api('/webhooks', { method: 'POST', body, schema: createWebhookResponseSchema }),
      refresh: [automationKeys.webhooks],
      always: true,
    },
    callbacks,
  );
}

export function useUpdateWebhookMutation(
  callbacks?: MutationCallbacks<unknown, { id: string; body: UpdateWebhookBody }>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: ({ id, body }: { id: string; body: UpdateWebhookBody }) =>
        api(`/webhooks/${id}`, { method: 'PATCH', body, schema: webhookResponseSchema }),
      refresh: [automationKeys.webhooks],
      always: true,
    },
    callbacks,
  );
}

export function useDeleteWebhookMutation(callbacks?: MutationCallbacks<unknown, string>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (id: string) =>
        api(`/webhooks/${id}`, { method: 'DELETE', schema: deleteWebhookResponseSchema }),
      refresh: [automationKeys.webhooks],
      always: true,
    },
    callbacks,
  );
}

export function useRevealWebhookSecretMutation(callbacks?: MutationCallbacks<{ secret: string }, string>) {
  return useMutation({
    ...callbacks,
    mutationFn: (id: string) => api(`/webhooks/${id}/secret`, { schema: webhookSecretResponseSchema }),
  });
}

export function useTestWebhookMutation(callbacks?: MutationCallbacks<unknown, string>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (id: string) =>
        api(`/webhooks/${id}/test`, { method: 'POST', schema: testWebhookResponseSchema }),
      refresh: (id) => [automationKeys.deliveries(id)],
      always: true,
    },
    callbacks,
  );
}

export const brandKitKeys = { kit: ['brand-kit'] as const };

export function useBrandKitQuery() {
  return useQuery({
    queryKey: brandKitKeys.kit,
    queryFn: () => api('/account/brand-kit', { schema: brandKitResponseSchema }),
  });
}

/** Every brand-kit answer is the whole kit: it replaces the cached one. */
function useKitMutation<V>(
  request: (vars: V) => Promise<BrandKitResponse>,
  callbacks?: MutationCallbacks<BrandKitResponse, V>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: request,
    onSuccess: (kit, ...rest) => {
      queryClient.setQueryData(brandKitKeys.kit, kit);
      return callbacks?.onSuccess?.(kit, ...rest);
    },
  });
}

export function useSaveBrandKitMutation(callbacks?: MutationCallbacks<BrandKitResponse, BrandKitBody>) {
  return useKitMutation(
    (body: BrandKitBody) =>
      api('/account/brand-kit', { method: 'PUT', body, schema: brandKitResponseSchema }),
    callbacks,
  );
}

export function useUploadLogoMutation(callbacks?: MutationCallbacks<BrandKitResponse, File>) {
  return useKitMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api('/account/brand-kit/logo', { method: 'POST', body: form, schema: brandKitResponseSchema });
  }, callbacks);
}

export function useRemoveLogoMutation(callbacks?: MutationCallbacks<BrandKitResponse>) {
  return useKitMutation(
    () => api('/account/brand-kit/logo', { method: 'DELETE', schema: brandKitResponseSchema }),
    callbacks,
  );
}

// ——— Other networks (custom S2S postback connections, issue 34 item 4) ———

export const networkKeys = { list: ['networks'] as const };

/** The user's network connections and the presets to start one from. */
export function useNetworksQuery() {
  return useQuery({
    queryKey: networkKeys.list,
    queryFn: () => api('/networks', { schema: networksResponseSchema }),
  });
}

export function useCreateNetworkMutation(
  callbacks?: MutationCallbacks<NetworkConnectionDto, CreateNetworkBody>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (body: CreateNetworkBody) =>
        api('/networks', { method: 'POST', body, schema: networkConnectionDtoSchema }),
      refresh: [networkKeys.list],
    },
    callbacks,
  );
}

export function useRotateNetworkTokenMutation(callbacks?: MutationCallbacks<NetworkConnectionDto, string>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (id: string) =>
        api(`/networks/${id}/token`, { method: 'POST', schema: networkConnectionDtoSchema }),
      refresh: [networkKeys.list],
    },
    callbacks,
  );
}

export function useDisconnectNetworkMutation(
  callbacks?: MutationCallbacks<z.infer<typeof networkDeletedResponseSchema>, string>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (id: string) =>
        api(`/networks/${id}`, { method: 'DELETE', schema: networkDeletedResponseSchema }),
      refresh: [networkKeys.list],
      always: true,
    },
    callbacks,
  );
}
