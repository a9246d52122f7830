import { join } from 'node:path';
import type { Platform } from '../types.ts';
import { UPLOAD_POST_STAND_IN_PREFIX } from '../upload-post/config.ts';
import { BoundedMap } from './bounded-map.ts';
import { STAND_IN_LIMITS as L } from './limits.ts';
import { createPersister, readJsonFile } from './persist.ts';

export interface UploadPostResult {
  status: 'processing' | 'completed' | 'failed';
  postId: string;
  url: string | null;
  message: string | null;
}

/** One upload request the stand-in took: one entry per request_id, whatever the retries. */
export interface UploadPostRequest {
  id: string;
  idempotencyKey: string | null;
  /** The profile (Upload-Post "user") it was posted for. */
  account: string;
  title: string;
  bytes: number;
  privacy: string | null;
  createdAt: number;
  polls: number;
  completedAt: number | null;
  results: Partial<Record<Platform, UploadPostResult>>;
  /** Sent with scheduled_date (in the future): Upload-Post's job id and when the job runs. */
  jobId?: string | null;
  scheduledFor?: number | null;
}

export type UploadPostFailKind = 'rate_limit' | 'reject' | 'server_error';
export interface UploadPostFailure {
  op: 'upload' | 'status';
  kind: UploadPostFailKind;
  times: number;
}

const byAccount = (v: { account?: unknown }) => String(v.account ?? '');
const entriesOf = (v: unknown): [string, never][] => (Array.isArray(v) ? v : []) as [string, never][];

/** The Upload-Post stand-in's memory, bounded like the platform stand-ins' and saved in the background. */
export class UploadPostStore {
  readonly requests = new BoundedMap<UploadPostRequest>(L.posts, byAccount);
  /** Idempotency-Key → request id. */
  readonly keys = new BoundedMap<{ account: string; requestId: string }>(L.sessions, byAccount);
  failures: UploadPostFailure[] = [];
  private readonly file;

  private constructor(dir: string, onError?: (e: unknown) => void) {
    this.file = createPersister({
      file: join(dir, 'state.json'),
      delayMs: L.persistDelayMs,
      onError,
      snapshot: () => ({
        requests: this.requests.entries(),
        keys: this.keys.entries(),
        failures: this.failures,
      }),
    });
  }

  static async open(dataDir: string, onError?: (e: unknown) => void): Promise<UploadPostStore> {
    const dir = join(dataDir, UPLOAD_POST_STAND_IN_PREFIX);
    const store = new UploadPostStore(dir, onError);
    const saved = ((await readJsonFile(join(dir, 'state.json'))) ?? {}) as Record<string, unknown>;
    for (const [k, v] of entriesOf(saved.requests)) store.requests.set(k, v);
    for (const [k, v] of entriesOf(saved.keys)) store.keys.set(k, v);
    if (Array.isArray(saved.failures))
      store.failures = saved.failures.slice(-L.failures) as UploadPostFailure[];
    return store;
  }

  save(): void {
    this.file.changed();
  }

  flush(): Promise<void> {
    return this.file.flush();
  }

  /** When each of a profile's posts to `platform` went out (for the daily cap). */
  sentTimes(account: string, platform: Platform): Date[] {
    return this.requests
      .values()
      .filter((r) => r.account === account && r.results[platform] && r.results[platform]?.status !== 'failed')
      .map((r) => new Date(r.scheduledFor ?? r.createdAt));
  }

  /** The request a scheduled job (scheduled_date) made, by its job_id. */
  byJob(jobId: string): UploadPostRequest | undefined {
    return this.requests.values().find((r) => r.jobId === jobId);
  }

  takeFailure(op: UploadPostFailure['op']): UploadPostFailKind | null {
    const f = this.failures.find((x) => x.op === op && x.times > 0);
    if (!f) return null;
    f.times -= 1;
    this.failures = this.failures.filter((x) => x.times > 0);
    this.save();
    return f.kind;
  }
}
