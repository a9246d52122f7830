import { PROGRESS_EVENT } from '@adreel/contracts';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';

/** Fresh tokens tried after a stream fails, and the wait before each (polling covers the gap). */
export const STREAM_RETRIES = 3;
export const STREAM_RETRY_MS = 5000;

export interface EventStreamOptions<S extends z.ZodType> {
  /** The resource (its id): a new key closes the old stream and opens a new one. */
  key: string;
  /** False: no stream (e.g. the resource is already final). */
  enabled: boolean;
  /** Mints a short-lived token (a signed-in call) and returns the stream's URL. */
  open: () => Promise<string>;
  schema: S;
  onStatus: (status: z.infer<S>) => void;
  /** The resource was deleted while the stream was open. */
  onGone?: () => void;
  /** A final status: the server ends the stream, and it must not be reopened. */
  isFinal: (status: z.infer<S>) => boolean;
}

/**
 * Progress pushed by the server (Server-Sent Events) instead of polled. `live` is true while the
 * stream is connected; callers keep their polling (refetchInterval) for whenever it is false, so a
 * proxy that drops streams, an expired token or a server restart only brings back the old polling.
 */
export function useEventStream<S extends z.ZodType>(opts: EventStreamOptions<S>): { live: boolean } {
  const [live, setLive] = useState(false);
  const latest = useRef(opts);
  latest.current = opts;

  useEffect(() => {
    if (!opts.enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;

    const stop = () => {
      source?.close();
      source = null;
      setLive(false);
    };

    const connect = async () => {
      let url: string;
      try {
        url = await latest.current.open();
      } catch {
        return fail();
      }
      if (stopped) return;
      const es = new EventSource(url);
      source = es;
      es.addEventListener('open', () => setLive(true));
      es.addEventListener(PROGRESS_EVENT.status, (e) => {
        let data: unknown;
        try {
          data = JSON.parse((e as MessageEvent<string>).data);
        } catch {
          return;
        }
        const parsed = latest.current.schema.safeParse(data);
        if (!parsed.success) return;
        attempts = 0;
        latest.current.onStatus(parsed.data);
        if (latest.current.isFinal(parsed.data)) {
          stopped = true;
          stop();
        }
      });
      es.addEventListener(PROGRESS_EVENT.gone, () => {
        stopped = true;
        stop();
        latest.current.onGone?.();
      });
      // EventSource would retry with the same (possibly expired) token; a fresh one is minted instead.
      es.addEventListener('error', () => {
        if (stopped) return;
        stop();
        fail();
      });
    };

    const fail = () => {
      setLive(false);
      if (stopped || attempts >= STREAM_RETRIES) return;
      attempts += 1;
      retryTimer = setTimeout(() => void connect(), STREAM_RETRY_MS * attempts);
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      stop();
    };
  }, [opts.key, opts.enabled]);

  return { live };
}
