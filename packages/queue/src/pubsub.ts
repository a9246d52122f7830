import type { Redis } from 'ioredis';

/**
 * Change notices between processes (the worker tells every API process that a row moved on; an API
 * process tells the others a session ended). Postgres stays the truth: a notice carries only an id,
 * and a lost notice costs freshness (bounded by the listener's own cache rules), never data.
 */
export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /** Adds a listener; the returned function removes it. All channels share one connection. */
  subscribe(channel: string, listener: (message: string) => void): () => void;
  close(): Promise<void>;
}

/** Channel names, one per kind of notice, under the deployment's queue prefix. */
export const channels = {
  videoChanged: (prefix: string) => `${prefix}:events:video`,
  scriptChanged: (prefix: string) => `${prefix}:events:script`,
  sessionsEnded: (prefix: string) => `${prefix}:sessions:ended`,
  postChanged: (prefix: string) => `${prefix}:events:post`,
  handleChanged: (prefix: string) => `${prefix}:events:handle`,
  /** An autopilot slot was decided (the id is the campaign's): the API places its posts. */
  slotDecided: (prefix: string) => `${prefix}:events:slot-decided`,
};

/**
 * One subscriber connection per process (duplicated from `connection` on first use), fanned out to
 * local listeners: a thousand open progress streams cost one Redis connection, not a thousand.
 */
export function createPubSub(connection: Redis): PubSub {
  let subscriber: Redis | null = null;
  const listeners = new Map<string, Set<(message: string) => void>>();

  function sub(): Redis {
    if (subscriber) return subscriber;
    subscriber = connection.duplicate();
    subscriber.on('message', (channel: string, message: string) => {
      for (const l of listeners.get(channel) ?? []) {
        try {
          l(message);
        } catch {
          // One listener's failure must not starve the others.
        }
      }
    });
    // ioredis resubscribes after a reconnect; errors are retried, not thrown at the process.
    subscriber.on('error', () => undefined);
    return subscriber;
  }

  return {
    async publish(channel, message) {
      await connection.publish(channel, message);
    },
    subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        void sub()
          .subscribe(channel)
          .catch(() => undefined);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(channel);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) {
          listeners.delete(channel);
          void subscriber?.unsubscribe(channel).catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      if (subscriber) {
        subscriber.disconnect();
        subscriber = null;
      }
    },
  };
}

/** The worker's side: "this row changed" after each write. Best effort: a lost notice costs freshness. */
export interface ChangeNotices {
  video(id: string): Promise<void>;
  script(id: string): Promise<void>;
  /** A post was published: its owner's link-in-bio page is out of date. */
  post(id: string): Promise<void>;
  /** An autopilot slot of this campaign was decided: its posts wait to be placed. */
  slotDecided(campaignId: string): Promise<void>;
}

export function createChangeNotices(connection: Redis, prefix: string): ChangeNotices {
  const send = (channel: string, id: string) =>
    connection.publish(channel, id).then(
      () => undefined,
      () => undefined,
    );
  return {
    video: (id) => send(channels.videoChanged(prefix), id),
    script: (id) => send(channels.scriptChanged(prefix), id),
    post: (id) => send(channels.postChanged(prefix), id),
    slotDecided: (id) => send(channels.slotDecided(prefix), id),
  };
}
