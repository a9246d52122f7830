import {
  channelListResponseSchema,
  channelPostOptionsSchema,
  channelReadinessResponseSchema,
  connectChannelResponseSchema,
  connectUploadPostResponseSchema,
  disconnectChannelResponseSchema,
  type PostPlatform,
  type TestConnectionResponse,
  testConnectionResponseSchema,
} from '@adreel/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../lib/mutation.ts';

export const channelKeys = {
  all: ['channels'] as const,
  postOptions: (id: string) => ['channels', id, 'post-options'] as const,
  readiness: () => ['channels', 'readiness'] as const,
};

/** The user's channels and which platforms this server offers (real or stand-in). */
export function useChannelsQuery() {
  return useQuery({
    queryKey: channelKeys.all,
    queryFn: () => api('/channels', { schema: channelListResponseSchema }),
  });
}

/** Privacy levels and the longest video one channel's account may post (TikTok asks the platform). */
export function useChannelPostOptionsQuery(id: string | null) {
  return useQuery({
    queryKey: channelKeys.postOptions(id ?? ''),
    queryFn: () => api(`/channels/${id}/post-options`, { schema: channelPostOptionsSchema }),
    enabled: id !== null,
    retry: false,
  });
}

/** Starts the platform's sign-in; the caller sends the browser to the answer's authorizeUrl. */
export function useConnectChannelMutation(
  callbacks?: MutationCallbacks<{ authorizeUrl: string }, PostPlatform>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: (platform: PostPlatform) =>
      api(`/channels/${platform}/connect`, { method: 'POST', schema: connectChannelResponseSchema }),
  });
}

export function useDisconnectChannelMutation(
  callbacks?: MutationCallbacks<z.infer<typeof disconnectChannelResponseSchema>, string>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (id: string) =>
        api(`/channels/${id}`, { method: 'DELETE', schema: disconnectChannelResponseSchema }),
      refresh: [channelKeys.all],
      always: true,
    },
    callbacks,
  );
}

/** Per platform the routes, what each does with posts and what is missing; Upload-Post's caps today. */
export function useChannelReadinessQuery() {
  return useQuery({
    queryKey: channelKeys.readiness(),
    queryFn: () => api('/channels/readiness', { schema: channelReadinessResponseSchema }),
  });
}

export interface ConnectUploadPostInput {
  profile: string;
  platforms: PostPlatform[];
}

/** Connects an Upload-Post profile: one channel per platform chosen. */
export function useConnectUploadPostMutation(
  callbacks?: MutationCallbacks<z.infer<typeof connectUploadPostResponseSchema>, ConnectUploadPostInput>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (body: ConnectUploadPostInput) =>
        api('/channels/upload-post', { method: 'POST', body, schema: connectUploadPostResponseSchema }),
      refresh: [channelKeys.all],
    },
    callbacks,
  );
}

export type TestConnectionInput = { channelId: string } | { route: 'upload_post' };

/** A harmless call to the service; a refused key or token turns channels "reconnect", so lists refresh. */
export function useTestConnectionMutation(
  callbacks?: MutationCallbacks<TestConnectionResponse, TestConnectionInput>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (body: TestConnectionInput) =>
        api('/channels/test-connection', { method: 'POST', body, schema: testConnectionResponseSchema }),
      refresh: [channelKeys.all],
      always: true,
    },
    callbacks,
  );
}
