import { join } from 'node:path';
import type { Platform } from '../types.ts';
import { BoundedMap } from './bounded-map.ts';
import { STAND_IN_LIMITS as L } from './limits.ts';
import { createPersister, readJsonFile } from './persist.ts';

export interface Grant {
  account: string;
  redirectUri: string;
  challenge: string | null;
  scopes: string[];
  expiresAt: number;
  used: boolean;
  /** The consenting browser's session (session-cookie.ts); its tokens and posts carry it on. */
  session: string | null;
}
export interface Token {
  account: string;
  scopes: string[];
  expiresAt: number;
  revoked: boolean;
  session?: string | null;
}
export type FailKind = 'rate_limit' | 'reject' | 'expired_token' | 'server_error' | 'quota' | 'partial';
export interface Failure {
  op: string;
  kind: FailKind;
  times: number;
}
/** A post the stand-in "published": recorded once per upload session (its key). */
export interface StandInPost {
  key: string;
  id: string;
  account: string;
  /** Only a browser holding this session sees the post on the stand-in's pages. */
  session: string | null;
  caption: string;
  title: string | null;
  privacy: string | null;
  /** TikTok: the creator's interaction and commercial-content choices (post_info toggles). */
  choices?: Record<string, boolean>;
  mode: string;
  bytes: number;
  url: string;
  createdAt: string;
}
type Entry = Record<string, unknown>;

const byAccount = (v: { account?: unknown }) => String(v.account ?? '');
/** Entries as saved ([key, value] pairs), or as the older object form. */
const entriesOf = (v: unknown): [string, never][] =>
  (Array.isArray(v) ? v : Object.entries((v ?? {}) as Entry)) as [string, never][];

/**
 * The stand-in's memory: loaded once at start, then served from memory; each change schedules one
 * background write of {dataDir}/{platform}/state.json (grants, tokens, upload sessions, planned
 * failures) or posts.json. Every table is bounded (limits.ts), so neither memory nor files can grow.
 */
export class StandInStore {
  readonly state = {
    codes: new BoundedMap<Grant>(L.codes, byAccount),
    access: new BoundedMap<Token>(L.tokens, byAccount),
    refresh: new BoundedMap<Token>(L.tokens, byAccount),
    sessions: new BoundedMap<Entry>(L.sessions, byAccount),
    failures: [] as Failure[],
  };
  /** video/init calls per account in the last minute (TikTok's rate limit); memory only. */
  readonly initTimes = new Map<string, number[]>();
  /** TikTok creators who posted in the last 24 h, with their last post (the unaudited cap of 5); memory only. */
  readonly activeCreators = new Map<string, number>();
  private readonly postTable = new BoundedMap<StandInPost>(L.posts, byAccount);
  private readonly stateFile;
  private readonly postsFile;

  private constructor(dir: string, onError?: (e: unknown) => void) {
    this.stateFile = createPersister({
      file: join(dir, 'state.json'),
      delayMs: L.persistDelayMs,
      onError,
      snapshot: () => ({
        codes: this.state.codes.entries(),
        access: this.state.access.entries(),
        refresh: this.state.refresh.entries(),
        sessions: this.state.sessions.entries(),
        failures: this.state.failures,
      }),
    });
    this.postsFile = createPersister({
      file: join(dir, 'posts.json'),
      delayMs: L.persistDelayMs,
      onError,
      snapshot: () => this.postTable.entries(),
    });
  }

  static async open(dataDir: string, platform: Platform, onError?: (e: unknown) => void) {
    const dir = join(dataDir, platform);
    const store = new StandInStore(dir, onError);
    const saved = ((await readJsonFile(join(dir, 'state.json'))) ?? {}) as Entry;
    for (const name of ['codes', 'access', 'refresh', 'sessions'] as const) {
      const table = store.state[name] as BoundedMap<unknown>;
      for (const [k, v] of entriesOf(saved[name])) table.set(k, v);
    }
    if (Array.isArray(saved.failures)) store.state.failures = saved.failures.slice(-L.failures) as Failure[];
    for (const [k, v] of entriesOf(await readJsonFile(join(dir, 'posts.json')))) store.postTable.set(k, v);
    return store;
  }

  /** Schedules a write of the state (grants, tokens, sessions, failures) after a change. */
  save(): void {
    this.stateFile.changed();
  }

  /** Writes both files now; resolves when they are on disk. */
  async flush(): Promise<void> {
    await Promise.all([this.stateFile.flush(), this.postsFile.flush()]);
  }

  /** Bytes the state and posts take (what their files hold, give or take the slack per entry). */
  bytes(): number {
    const { codes, access, refresh, sessions } = this.state;
    return codes.bytes + access.bytes + refresh.bytes + sessions.bytes + this.postTable.bytes;
  }

  /** True when this call recorded the post; false when the session's post already existed. */
  recordPost(post: StandInPost): boolean {
    if (this.postTable.has(post.key)) return false;
    this.postTable.set(post.key, post);
    this.postsFile.changed();
    return true;
  }

  /** Every post, newest first. */
  posts(): StandInPost[] {
    return this.postTable.values().reverse();
  }

  /** Takes one planned failure for `op`, if any (set through the control endpoint). */
  takeFailure(op: string): FailKind | null {
    const f = this.state.failures.find((x) => x.op === op && x.times > 0);
    if (!f) return null;
    f.times -= 1;
    this.state.failures = this.state.failures.filter((x) => x.times > 0);
    this.save();
    return f.kind;
  }
}
