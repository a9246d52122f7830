import { createHash, timingSafeEqual } from 'node:crypto';
import { Forbidden, NotFound } from '../../domain-errors.ts';
import { INBOUND_KEY_PATTERN } from '../../kernel/inbound-key.ts';
import { createLru } from '../../kernel/lru.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

export interface InboundGateDeps<Owner> {
  /** The owner behind a key and its plain token, or null for an unknown key. */
  lookup(key: string): Promise<{ owner: Owner; token: string } | null>;
  /** How long a key's owner and token stay cached (a rotated token is refused at once in this process). */
  cacheTtlMs?: number;
}

/**
 * The shared door of unsigned inbound notifications (Digistore24's S2S postback, custom networks'
 * postbacks): a long key in the path names the owner, a token beside it is compared in constant time
 * (as sha256 digests, whatever its length), and identical notifications arriving together share one
 * handling. Lookups are cached, so a burst to a key not yet cached makes one query.
 */
export function createInboundGate<Owner>(deps: InboundGateDeps<Owner>) {
  const owners = createLru<Promise<{ owner: Owner; token: Buffer } | null>>(
    10_000,
    deps.cacheTtlMs ?? 10_000,
  );
  const inFlight = new Map<string, Promise<unknown>>();

  function ownerOf(key: string) {
    const hit = owners.get(key);
    if (hit) return hit.value;
    const lookup = deps
      .lookup(key)
      .then((found) => (found ? { owner: found.owner, token: digest(found.token) } : null));
    owners.set(key, lookup);
    lookup.catch(() => owners.delete(key));
    return lookup;
  }

  return {
    /** The key's owner when the token matches; NotFound for an unknown key, Forbidden for a wrong token. */
    async open(key: string, token: string): Promise<Owner> {
      const found = INBOUND_KEY_PATTERN.test(key) ? await ownerOf(key) : null;
      if (!found) throw new NotFound('Unknown postback address.');
      if (!timingSafeEqual(digest(token), found.token))
        throw new Forbidden('Wrong or missing postback token.');
      return found.owner;
    },

    /** One in-flight handling per id (owner, transaction, type): a burst of repeats costs one write. */
    once<T>(id: string, work: () => Promise<T>): Promise<T> {
      const running = inFlight.get(id) as Promise<T> | undefined;
      if (running) return running;
      const started = work().finally(() => inFlight.delete(id));
      inFlight.set(id, started);
      return started;
    },

    /** After a token rotation or a disconnect: this process stops accepting the old token at once. */
    forget(key: string): void {
      owners.delete(key);
    },
  };
}
