import {
  type CreateLinkBody,
  type IpnSettingsResponse,
  ipnSettingsResponseSchema,
  type LinkSettings,
  linkSettingsSchema,
  type PostbackSettingsResponse,
  type PostbackTestResponse,
  postbackSettingsResponseSchema,
  postbackTestResponseSchema,
  type TrackedLinkDto,
  trackedLinkSchema,
} from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import type { MutationCallbacks } from '../lib/mutation.ts';

/**
 * Tracked links and the IPN address that reports their sales (API `modules/links`,
 * `modules/digistore/ipn-*`). No page of its own: offers, traffic and settings hand out and set these.
 */
export const linkKeys = {
  ipn: () => ['digistore', 'ipn'] as const,
  postback: () => ['digistore', 'postback'] as const,
  settings: () => ['links', 'settings'] as const,
};

/** The tracked short link for a promolink or a traffic share (made once, then the same each time). */
export function useTrackedLinkMutation(callbacks?: MutationCallbacks<TrackedLinkDto, CreateLinkBody>) {
  return useMutation({
    ...callbacks,
    mutationFn: (body: CreateLinkBody) => api('/links', { method: 'POST', body, schema: trackedLinkSchema }),
  });
}

/** The IPN address to paste into Digistore24, and whether a passphrase is saved. */
export function useIpnSettingsQuery() {
  return useQuery({
    queryKey: linkKeys.ipn(),
    queryFn: () => api('/digistore/ipn', { schema: ipnSettingsResponseSchema }),
  });
}

export function useSaveIpnPassphraseMutation(callbacks?: MutationCallbacks<IpnSettingsResponse, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (passphrase: string) =>
      api('/digistore/ipn', { method: 'PUT', body: { passphrase }, schema: ipnSettingsResponseSchema }),
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(linkKeys.ipn(), data);
      return callbacks?.onSuccess?.(data, ...rest);
    },
  });
}

/** The S2S postback URL to paste into Digistore24 (affiliates), and when it was last called. */
export function usePostbackSettingsQuery() {
  return useQuery({
    queryKey: linkKeys.postback(),
    queryFn: () => api('/digistore/postback', { schema: postbackSettingsResponseSchema }),
  });
}

export function useRotatePostbackTokenMutation(
  callbacks?: MutationCallbacks<PostbackSettingsResponse, void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () =>
      api('/digistore/postback/token', { method: 'POST', schema: postbackSettingsResponseSchema }),
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(linkKeys.postback(), data);
      return callbacks?.onSuccess?.(data, ...rest);
    },
  });
}

/** The server calls the user's own postback URL as Digistore24 would (marked as a test). */
export function useTestPostbackMutation(callbacks?: MutationCallbacks<PostbackTestResponse, void>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => api('/digistore/postback/test', { method: 'POST', schema: postbackTestResponseSchema }),
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(linkKeys.postback(), data.settings);
      return callbacks?.onSuccess?.(data, ...rest);
    },
  });
}

/** Whether new Digistore24 links are shared direct (the promolink itself, no /go/ hop). */
export function useLinkSettingsQuery() {
  return useQuery({
    queryKey: linkKeys.settings(),
    queryFn: () => api('/links/settings', { schema: linkSettingsSchema }),
  });
}

export function useSaveLinkSettingsMutation(callbacks?: MutationCallbacks<LinkSettings, LinkSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (body: LinkSettings) =>
      api('/links/settings', { method: 'PUT', body, schema: linkSettingsSchema }),
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(linkKeys.settings(), data);
      return callbacks?.onSuccess?.(data, ...rest);
    },
  });
}

/** Share one link as the Digistore24 promolink itself, or through /go/ again. */
export function useSetDirectLinkMutation(
  callbacks?: MutationCallbacks<TrackedLinkDto, { code: string; direct: boolean }>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: ({ code, direct }: { code: string; direct: boolean }) =>
      api(`/links/${encodeURIComponent(code)}/direct`, {
        method: 'PUT',
        body: { direct },
        schema: trackedLinkSchema,
      }),
  });
}
