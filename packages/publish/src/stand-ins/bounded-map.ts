/** A table's caps: entries in all, entries of one demo account, bytes of their JSON. */
export interface Bounds {
  entries: number;
  perAccount: number;
  bytes: number;
}

/** Room for fields that change after insertion (status, counters, ids set later). */
const SLACK_BYTES = 128;

/**
 * An insertion-ordered map that never outgrows its bounds: inserting past a cap drops the oldest entry
 * (of the same account for the per-account cap). `touch` makes an entry the newest, so entries in use
 * (a channel's token) outlive ones nobody uses. Sizes are measured once, when an entry is set.
 */
export class BoundedMap<V> {
  private readonly items = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly bounds: Bounds,
    private readonly accountOf: (value: V) => string,
  ) {}

  get size(): number {
    return this.items.size;
  }

  /** Bytes counted against the cap (each entry's JSON plus its slack). */
  get bytes(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    return this.items.get(key)?.value;
  }

  has(key: string): boolean {
    return this.items.has(key);
  }

  touch(key: string): void {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.items.set(key, item);
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = Buffer.byteLength(JSON.stringify(value)) + SLACK_BYTES;
    this.items.set(key, { value, size });
    this.total += size;
    const account = this.accountOf(value);
    if (this.count(account) > this.bounds.perAccount) this.dropOldest(account);
    while (this.items.size > this.bounds.entries || this.total > this.bounds.bytes) this.dropOldest(null);
  }

  delete(key: string): boolean {
    const item = this.items.get(key);
    if (!item) return false;
    this.total -= item.size;
    return this.items.delete(key);
  }

  values(): V[] {
    return [...this.items.values()].map((i) => i.value);
  }

  entries(): [string, V][] {
    return [...this.items].map(([k, i]) => [k, i.value]);
  }

  private count(account: string): number {
    let n = 0;
    for (const i of this.items.values()) if (this.accountOf(i.value) === account) n += 1;
    return n;
  }

  private dropOldest(account: string | null): void {
    for (const [k, i] of this.items) {
      if (account === null || this.accountOf(i.value) === account) {
        this.delete(k);
        return;
      }
    }
  }
}
