import { meResponseSchema, welcomeSeenResponseSchema } from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../lib/api.ts';

// The signed-in account: the shell and settings both read it.
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** The signed-in account. A 401 here removes the token, so the route guard sends the user to /login. */
export function useMeQuery() {
  return useQuery({
    queryKey: authKeys.me(),
    queryFn: () => api('/auth/me', { schema: meResponseSchema }),
    retry: false,
  });
}

/** The welcome video was closed: the server remembers it for this user, in every tab (issue 33). */
export function useWelcomeSeenMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/auth/me/welcome-seen', { method: 'POST', schema: welcomeSeenResponseSchema }),
    onSuccess: () =>
      qc.setQueryData(authKeys.me(), (me: z.infer<typeof meResponseSchema> | undefined) =>
        me ? { ...me, welcomeSeen: true } : me,
      ),
  });
}
