import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * Progress pushed, not polled: a video's or a script job's status as Server-Sent Events. An
 * EventSource cannot send a bearer header, so a signed-in call first mints a short-lived token for
 * one resource, and the stream URL carries only that token (never the bearer token).
 */

/** How long a stream token may be used to open (or reopen) its stream. */
export const EVENTS_TOKEN_TTL_S = 600;

/** The SSE event names: `status` carries the resource's status object, `gone` says it was deleted. */
export const PROGRESS_EVENT = { status: 'status', gone: 'gone' } as const;

/** POST /videos/{id}/events-token and POST /scripts/{id}/events-token */
export const eventsTokenResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
});
export type EventsTokenResponse = z.infer<typeof eventsTokenResponseSchema>;

/** GET /videos/{id}/events?token= and GET /scripts/{id}/events?token= */
export const eventsQuerySchema = z.object({
  token: safeText({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long'),
});

/**
 * The one "finished" rule for a video or a script job: completed or failed, nothing will change any
 * more (a progress stream ends, polling stops). Queued and processing are still on their way.
 */
export function isFinishedStatus(status: string | undefined): boolean {
  return status === 'completed' || status === 'failed';
}
