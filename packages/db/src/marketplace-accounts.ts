import type { Db } from './client.ts';
import type { Prisma } from './generated/client.ts';

/**
 * Reads and writes of `MarketplaceAccount` (issue 34) that several apps share. A connection is named by
 * user, marketplace and label (Digistore24 and ClickBank have one each, labelled with the marketplace's
 * name; custom networks one per network). Secrets arrive sealed (@adreel/secret-box); nothing here opens them.
 */
export interface ConnectionKey {
  userId: string;
  marketplace: string;
  label: string;
}

export interface ConnectionData {
  affiliateId: string | null;
  credentialsEnc: string | null;
  settings?: Prisma.InputJsonObject;
  connectedAt: Date;
}

const byKey = ({ userId, marketplace, label }: ConnectionKey) => ({
  userId_marketplace_label: { userId, marketplace, label },
});

/** Stores a (re)connection: the row becomes 'connected' with the new id and credentials. */
export function saveConnection(db: Db, key: ConnectionKey, data: ConnectionData) {
  const fields = { ...data, state: 'connected' };
  return db.marketplaceAccount.upsert({ where: byKey(key), create: { ...key, ...fields }, update: fields });
}

/** Forgets a connection's id and secrets; the row stays, 'disconnected', so its history keeps a name. */
export function dropConnection(db: Db, key: ConnectionKey) {
  return db.marketplaceAccount.updateMany({
    where: key,
    data: { state: 'disconnected', affiliateId: null, credentialsEnc: null, connectedAt: null },
  });
}

/** The connection by its key, or null. */
export function findConnection(db: Db, key: ConnectionKey) {
  return db.marketplaceAccount.findUnique({ where: byKey(key) });
}

/** The user's id at a marketplace as its links carry it; null when none is known. */
export async function affiliateIdAt(db: Db, userId: string, marketplace: string): Promise<string | null> {
  const row = await db.marketplaceAccount.findFirst({
    where: { userId, marketplace, affiliateId: { not: null } },
    orderBy: { connectedAt: { sort: 'desc', nulls: 'last' } },
    select: { affiliateId: true },
  });
  return row?.affiliateId ?? null;
}
