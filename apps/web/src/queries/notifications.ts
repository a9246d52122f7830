import {
  type NotificationDto,
  type NotificationSettings,
  notificationSchema,
  notificationSettingsSchema,
  notificationsResponseSchema,
  readAllNotificationsResponseSchema,
  usageMeterResponseSchema,
} from '@adreel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../lib/mutation.ts';

/**
 * The app shell's bell and usage meter (API `modules/notifications`, GET /account/meter). The worker
 * writes notices while no page is asking, so the bell looks again every half minute.
 */
export const shellKeys = {
  notices: () => ['notifications'] as const,
  noticeSettings: () => ['notifications', 'settings'] as const,
  meter: () => ['usage-meter'] as const,
};
const NOTICE_POLL_MS = 30_000;

export function useNotificationsQuery() {
  return useQuery({
    queryKey: shellKeys.notices(),
    queryFn: () => api('/notifications', { schema: notificationsResponseSchema }),
    refetchInterval: NOTICE_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useMarkNoticeReadMutation(callbacks?: MutationCallbacks<NotificationDto, string>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (id: string) =>
        api(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: notificationSchema }),
      refresh: [shellKeys.notices()],
    },
    callbacks,
  );
}

export function useMarkAllNoticesReadMutation(callbacks?: MutationCallbacks<{ marked: number }>) {
  return useMutationThatRefreshes(
    {
      mutationFn: () =>
        api('/notifications/read-all', { method: 'POST', schema: readAllNotificationsResponseSchema }),
      refresh: [shellKeys.notices()],
    },
    callbacks,
  );
}

export function useNoticeSettingsQuery() {
  return useQuery({
    queryKey: shellKeys.noticeSettings(),
    queryFn: () => api('/notifications/settings', { schema: notificationSettingsSchema }),
  });
}

export function useSaveNoticeSettingsMutation(
  callbacks?: MutationCallbacks<NotificationSettings, NotificationSettings>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (body: NotificationSettings) =>
        api('/notifications/settings', { method: 'PUT', body, schema: notificationSettingsSchema }),
      refresh: [shellKeys.noticeSettings()],
      store: (client, data) => client.setQueryData(shellKeys.noticeSettings(), data),
    },
    callbacks,
  );
}

export function useUsageMeterQuery() {
  return useQuery({
    queryKey: shellKeys.meter(),
    queryFn: () => api('/account/meter', { schema: usageMeterResponseSchema }),
    refetchOnWindowFocus: true,
  });
}

/** Every successful mutation anywhere marks the usage meter stale (any change may move a meter). */
export function useMeterFollowsMutations() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: shellKeys.meter() });
      }),
    [queryClient],
  );
}
