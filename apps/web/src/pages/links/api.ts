import {
  type CreateLinkBody,
  type IpnSettingsResponse,
  ipnSettingsResponseSchema,
  type TrackedLinkDto,
  trackedLinkSchema,
} from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';

/**
 * Tracked links and the IPN address that reports their sales (API `modules/links`,
 * `modules/digistore/ipn-*`). No page of its own: offers, traffic and settings hand out and set these.
 */
export const linkKeys = {
  ipn: () => ['digistore', 'ipn'] as const,
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
