import { type ApiKeyDto, type CreateApiKeyResponse, MAX_API_KEYS_PER_USER } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { Conflict, NotFound } from '../../domain-errors.ts';
import { hashApiKey, looksLikeApiKey, newApiKey } from './key-material.ts';

export interface ApiKeyServiceDeps {
  db: Db;
  now?: () => Date;
}

export const API_KEY_NOT_FOUND = 'That API key does not exist.';
/** Last-used is a hint for the list, so it is written at most once a minute per key. */
const LAST_USED_EVERY_MS = 60_000;

const toDto = (row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): ApiKeyDto => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const listed = { id: true, name: true, prefix: true, createdAt: true, lastUsedAt: true } as const;

export function createApiKeyService(deps: ApiKeyServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async list(userId: string): Promise<{ keys: ApiKeyDto[] }> {
      const rows = await db.apiKey.findMany({
        where: { userId, revokedAt: null },
        orderBy: { createdAt: 'desc' },
        select: listed,
      });
      return { keys: rows.map(toDto) };
    },

    async create(userId: string, name: string): Promise<CreateApiKeyResponse> {
      const made = newApiKey();
      // Count and insert under a per-user lock, so parallel requests cannot pass the cap.
      const row = await db.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`api-keys:${userId}`}))`;
        const active = await tx.apiKey.count({ where: { userId, revokedAt: null } });
        if (active >= MAX_API_KEYS_PER_USER) {
          throw new Conflict(
            `You can have at most ${MAX_API_KEYS_PER_USER} API keys. Revoke one you no longer use first.`,
          );
        }
        return tx.apiKey.create({
          data: { userId, name, prefix: made.prefix, keyHash: made.hash },
          select: listed,
        });
      });
      return { key: toDto(row), secret: made.key };
    },

    async revoke(userId: string, id: string): Promise<{ ok: true }> {
      const { count } = await db.apiKey.updateMany({
        where: { id, userId, revokedAt: null },
        data: { revokedAt: now() },
      });
      if (count === 0) throw new NotFound(API_KEY_NOT_FOUND);
      return { ok: true };
    },

    /** The owner of an unrevoked key, or null. One indexed read per call: revoking takes effect at once. */
    async ownerOf(key: string): Promise<string | null> {
      if (!looksLikeApiKey(key)) return null;
      const row = await db.apiKey.findUnique({
        where: { keyHash: hashApiKey(key) },
        select: { id: true, userId: true, revokedAt: true, lastUsedAt: true },
      });
      if (!row || row.revokedAt) return null;
      const at = now();
      if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
        await db.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: at } });
      }
      return row.userId;
    },
  };
}
export type ApiKeyService = ReturnType<typeof createApiKeyService>;
