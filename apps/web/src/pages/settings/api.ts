import { deleteAccountResponseSchema } from '@adreel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';
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
