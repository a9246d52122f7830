import { type EventsTokenResponse, isUuid } from '@adreel/contracts';
import type { PubSub } from '@adreel/queue';
import type { Logger } from '../deps.ts';
import { Forbidden, NotFound } from '../domain-errors.ts';
import { createProgressStreams } from './progress-streams.ts';
import type { StreamTokens } from './stream-token.ts';

export const STREAM_LINK_EXPIRED = 'This progress link has expired. Reload the page to get a fresh one.';

export interface ResourceEventsDeps<T> {
  /** Names the resource in its tokens, so a video's token never opens a script's stream. */
  kind: string;
  notFoundMessage: string;
  /** The owner's current status, or null when it is missing or not theirs. */
  load(userId: string, id: string): Promise<T | null>;
  isFinal(status: T): boolean;
  tokens: StreamTokens;
  pubsub: PubSub;
  /** The worker's "row changed" channel for this kind (see `channels` in @adreel/queue). */
  channel: string;
  log: Logger;
}

/**
 * A resource's progress as Server-Sent Events (GET …/events?token=), opened with a token from a
 * signed-in, owner-checked call (POST …/events-token): the last state first, then every change the
 * worker announces, until the status is final or the row is gone.
 */
export function createResourceEvents<T>(deps: ResourceEventsDeps<T>) {
  const streams = createProgressStreams<T>({
    pubsub: deps.pubsub,
    channel: deps.channel,
    load: deps.load,
    isFinal: deps.isFinal,
    log: (err) => deps.log.warn({ err: String(err), kind: deps.kind }, 'progress stream: status read failed'),
  });

  return {
    streams,

    /** A stream token for the caller's own resource (404 for anyone else's). */
    async token(userId: string, id: string): Promise<EventsTokenResponse> {
      if (!isUuid(id) || !(await deps.load(userId, id))) throw new NotFound(deps.notFoundMessage);
      const { token, expiresAt } = deps.tokens.mint(deps.kind, id, userId);
      return { token, expires_at: expiresAt.toISOString() };
    },

    /** Checks the token and reads the last state; the route then hands the socket to `streams`. */
    async open(id: string, token: string): Promise<{ userId: string; current: T }> {
      if (!isUuid(id)) throw new NotFound(deps.notFoundMessage);
      const userId = deps.tokens.verify(deps.kind, id, token);
      if (!userId) throw new Forbidden(STREAM_LINK_EXPIRED);
      const current = await deps.load(userId, id);
      if (!current) throw new NotFound(deps.notFoundMessage);
      return { userId, current };
    },
  };
}
export type ResourceEvents<T> = ReturnType<typeof createResourceEvents<T>>;
