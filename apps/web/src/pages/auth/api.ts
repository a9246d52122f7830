import {
  type ForgotPasswordBody,
  forgotPasswordResponseSchema,
  meResponseSchema,
  type signinBodySchema,
  signinResponseSchema,
  type signupBodySchema,
  signupResponseSchema,
  welcomeSeenResponseSchema,
} from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';
import { signOutHere } from '../../lib/sign-out.ts';

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

type SignInBody = z.input<typeof signinBodySchema>;
type SignInResult = z.infer<typeof signinResponseSchema>;

export function useSignInMutation(callbacks?: MutationCallbacks<SignInResult, SignInBody>) {
  return useMutation({
    ...callbacks,
    mutationFn: (body: SignInBody) =>
      api('/auth/signin', { method: 'POST', body, schema: signinResponseSchema }),
  });
}

type SignUpBody = z.input<typeof signupBodySchema>;

export function useSignUpMutation(
  callbacks?: MutationCallbacks<z.infer<typeof signupResponseSchema>, SignUpBody>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: (body: SignUpBody) =>
      api('/auth/signup', { method: 'POST', body, schema: signupResponseSchema }),
  });
}

/** Both steps of the reset: `{email}` e-mails a code, `{email, code, newPassword}` sets the password. */
export function useForgotPasswordMutation(
  callbacks?: MutationCallbacks<z.infer<typeof forgotPasswordResponseSchema>, ForgotPasswordBody>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: (body: ForgotPasswordBody) =>
      api('/auth/forgot-password', { method: 'POST', body, schema: forgotPasswordResponseSchema }),
  });
}

/** The sidebar's Sign out: ends the session here, whatever the server answers. */
export function useSignOutMutation(callbacks?: MutationCallbacks<void>) {
  const queryClient = useQueryClient();
  return useMutation({ ...callbacks, mutationFn: () => signOutHere(queryClient) });
}
