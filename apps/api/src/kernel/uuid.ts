import { randomBytes } from 'node:crypto';

/**
 * A version 7 UUID: the first 48 bits are the creation time in milliseconds, so a saved site folder
 * tells its own age. It is still a valid UUID for the ClonedSite id it becomes.
 */
export function uuidv7(nowMs: number = Date.now(), random: Buffer = randomBytes(10)): string {
  const b = Buffer.alloc(16);
  b.writeUIntBE(nowMs, 0, 6);
  random.copy(b, 6, 0, 10);
  b[6] = 0x70 | ((b[6] as number) & 0x0f);
  b[8] = 0x80 | ((b[8] as number) & 0x3f);
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The creation time of a version 7 UUID, or null for any other id. */
export function uuidv7Time(id: string): number | null {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(id)) return null;
  return Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}
