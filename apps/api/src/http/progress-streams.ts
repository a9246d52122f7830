import type { ServerResponse } from 'node:http';
import { PROGRESS_EVENT } from '@adreel/contracts';
import type { PubSub } from '@adreel/queue';

export interface ProgressStreamsOptions<T> {
  pubsub: PubSub;
  /** Where the worker announces "this row changed" (the message is the row's id). */
  channel: string;
  /** The row's current status for its owner, or null when it is gone. */
  load(userId: string, id: string): Promise<T | null>;
  /** A final status ends the stream: nothing will change any more. */
  isFinal(status: T): boolean;
  /** A comment line keeps proxies from closing quiet streams (default 25 s). */
  heartbeatMs?: number;
  log?: (err: unknown) => void;
}

const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Server-Sent Events for rows the worker moves on. One pub/sub listener per process; open streams
 * are grouped by (user, row), and a notice loads the row once for all of its streams. An idle stream
 * is a socket and a set entry: no timer of its own, no Redis connection, no polling; one shared timer
 * writes the heartbeat.
 */
export function createProgressStreams<T>(opts: ProgressStreamsOptions<T>) {
  const groups = new Map<string, { userId: string; id: string; streams: Set<ServerResponse> }>();
  const loading = new Map<string, boolean>();
  let heartbeat: NodeJS.Timeout | null = null;

  const unsubscribe = opts.pubsub.subscribe(opts.channel, (id) => {
    for (const [key, group] of groups) if (group.id === id) void refresh(key);
  });

  function send(streams: Iterable<ServerResponse>, status: T | null) {
    const text = status === null ? frame(PROGRESS_EVENT.gone, {}) : frame(PROGRESS_EVENT.status, status);
    const last = status === null || opts.isFinal(status);
    for (const res of [...streams]) {
      if (res.writableEnded || res.destroyed) continue;
      res.write(text);
      if (last) res.end();
    }
  }

  /** Loads once per group; a notice arriving meanwhile triggers exactly one more load. */
  async function refresh(key: string): Promise<void> {
    if (loading.has(key)) {
      loading.set(key, true);
      return;
    }
    loading.set(key, false);
    try {
      do {
        loading.set(key, false);
        const group = groups.get(key);
        if (!group) return;
        let status: T | null;
        try {
          status = await opts.load(group.userId, group.id);
        } catch (err) {
          opts.log?.(err);
          return;
        }
        send(group.streams, status);
      } while (loading.get(key) === true);
    } finally {
      loading.delete(key);
    }
  }

  function add(key: string, userId: string, id: string, res: ServerResponse) {
    let group = groups.get(key);
    if (!group) {
      group = { userId, id, streams: new Set() };
      groups.set(key, group);
    }
    group.streams.add(res);
    heartbeat ??= setInterval(() => {
      for (const g of groups.values()) {
        for (const r of g.streams) if (!r.writableEnded && !r.destroyed) r.write(': ping\n\n');
      }
    }, opts.heartbeatMs ?? 25_000).unref();
  }

  function remove(key: string, res: ServerResponse) {
    const group = groups.get(key);
    if (!group) return;
    group.streams.delete(res);
    if (group.streams.size === 0) groups.delete(key);
    if (groups.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  return {
    /**
     * Takes over the raw response: headers, the current status at once (the last state on connect),
     * then every change until the row is final or gone, or the client leaves.
     */
    open(res: ServerResponse, userId: string, id: string, current: T): void {
      // A client gone mid-write must not become an uncaught error; 'close' cleans up.
      res.on('error', () => undefined);
      res.writeHead(200, HEADERS);
      res.write('retry: 3000\n\n');
      res.write(frame(PROGRESS_EVENT.status, current));
      if (opts.isFinal(current)) {
        res.end();
        return;
      }
      const key = `${userId}:${id}`;
      add(key, userId, id, res);
      res.on('close', () => remove(key, res));
      // A change between our read and the subscription is caught by reading once more.
      void refresh(key);
    },
    /** Streams open in this process. */
    get size() {
      let n = 0;
      for (const g of groups.values()) n += g.streams.size;
      return n;
    },
    close(): void {
      unsubscribe();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      for (const g of groups.values()) for (const r of g.streams) if (!r.writableEnded) r.end();
      groups.clear();
    },
  };
}
export type ProgressStreams<T> = ReturnType<typeof createProgressStreams<T>>;
