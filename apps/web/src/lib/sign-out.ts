import { signoutResponseSchema } from '@adreel/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { session } from './session.ts';

/** How long the sidebar's Sign out waits for the server before leaving anyway. */
const SIGNOUT_WAIT_MS = 3000;

/**
 * Forgets everything this tab knows about the account: the stored session and every cached answer,
 * so the next person to sign in on this browser never sees the previous user's data.
 */
export function forgetSession(queryClient: QueryClient): void {
  session.clear();
  queryClient.clear();
}

/**
 * The sidebar's Sign out: ends this session on the server (so the token is useless even if it was
 * copied), then clears the local session. The server call is best effort: offline, slow or already
 * expired, the user is still signed out here.
 */
export async function signOutHere(queryClient: QueryClient): Promise<void> {
  try {
    await api('/auth/signout', {
      method: 'POST',
      schema: signoutResponseSchema,
      signal: AbortSignal.timeout(SIGNOUT_WAIT_MS),
    });
  } catch {
    // Ignored on purpose: signing out locally must always work.
  }
  forgetSession(queryClient);
}

/** Ends every session of the account (all devices); failures reach the caller to be shown. */
export async function signOutEverywhere(queryClient: QueryClient): Promise<string> {
  const { message } = await api('/auth/signout', {
    method: 'POST',
    body: { everywhere: true },
    schema: signoutResponseSchema,
  });
  forgetSession(queryClient);
  return message;
}
