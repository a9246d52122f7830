import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Platform } from '../types.ts';

export interface Grant {
  account: string;
  redirectUri: string;
  challenge: string | null;
  scopes: string[];
  expiresAt: number;
  used: boolean;
}
export interface Token {
  account: string;
  scopes: string[];
  expiresAt: number;
  revoked: boolean;
}
export type FailKind = 'rate_limit' | 'reject' | 'expired_token' | 'server_error' | 'quota' | 'partial';
export interface Failure {
  op: string;
  kind: FailKind;
  times: number;
}
/** A post the stand-in "published": written once per upload session (the file name is its key). */
export interface StandInPost {
  key: string;
  id: string;
  account: string;
  caption: string;
  title: string | null;
  privacy: string | null;
  mode: string;
  bytes: number;
  url: string;
  createdAt: string;
}

interface State {
  codes: Record<string, Grant>;
  access: Record<string, Token>;
  refresh: Record<string, Token>;
  sessions: Record<string, Record<string, unknown>>;
  failures: Failure[];
}

const empty = (): State => ({ codes: {}, access: {}, refresh: {}, sessions: {}, failures: [] });

/**
 * The stand-in's memory, in files under {dataDir}/{platform}: state.json (grants, tokens, upload
 * sessions; rewritten atomically after each change) and posts/{key}.json, created with the `wx` flag
 * so a post is recorded once per upload session however often the client repeats the last step.
 */
export class StandInStore {
  readonly dir: string;
  private readonly postsDir: string;
  state: State;
  /** video/init calls per account in the last minute (TikTok's rate limit); memory only, per instance. */
  readonly initTimes = new Map<string, number[]>();

  constructor(dataDir: string, platform: Platform) {
    this.dir = join(dataDir, platform);
    this.postsDir = join(this.dir, 'posts');
    mkdirSync(this.postsDir, { recursive: true });
    this.state = empty();
    this.reload();
  }

  /** Reads state.json again (each request starts so): several processes may serve one folder. */
  reload(): void {
    try {
      this.state = {
        ...empty(),
        ...(JSON.parse(readFileSync(join(this.dir, 'state.json'), 'utf8')) as State),
      };
    } catch {
      // No file yet (or a torn one): keep what this process has.
    }
  }

  save(): void {
    const file = join(this.dir, 'state.json');
    writeFileSync(`${file}.tmp`, JSON.stringify(this.state));
    renameSync(`${file}.tmp`, file);
  }

  /** True when this call recorded the post; false when the session's post already existed. */
  recordPost(post: StandInPost): boolean {
    try {
      writeFileSync(join(this.postsDir, `${safeKey(post.key)}.json`), JSON.stringify(post), { flag: 'wx' });
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
  }

  findPost(key: string): StandInPost | null {
    try {
      return JSON.parse(readFileSync(join(this.postsDir, `${safeKey(key)}.json`), 'utf8')) as StandInPost;
    } catch {
      return null;
    }
  }

  posts(): StandInPost[] {
    return readdirSync(this.postsDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(this.postsDir, f), 'utf8')) as StandInPost)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
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

function safeKey(key: string): string {
  return key.replace(/[^A-Za-z0-9_.-]/g, '_');
}
