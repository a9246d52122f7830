import type { ChildProcess } from 'node:child_process';

/**
 * Keeps one child process of the product running: a child that dies (a crash, the OOM killer's
 * SIGKILL) is started again after a delay that doubles while it keeps crashing. The other children
 * never notice, so one failed render does not take the marketer's app offline.
 */

export interface BackoffPolicy {
  /** Delay before the first restart. */
  initialMs: number;
  /** Longest delay between restarts in a crash loop. */
  maxMs: number;
  /** A child that stayed up this long is healthy again: its next crash starts the delays afresh. */
  healthyAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 1000, maxMs: 30_000, healthyAfterMs: 60_000 };
/** How long a child may take to stop after SIGTERM: the worker's grace (SHUTDOWN_GRACE_MS, 25 s) and a little. */
export const STOP_GRACE_MS = 32_000;

/** How many crashes in a row this one is: uptime of a minute or more resets the count. */
export function crashesInARow(previous: number, uptimeMs: number, policy = DEFAULT_BACKOFF): number {
  return uptimeMs >= policy.healthyAfterMs ? 1 : previous + 1;
}

/** 1 s, 2 s, 4 s … capped: the wait before restarting after the n-th crash in a row (n ≥ 1). */
export function restartDelayMs(crashes: number, policy = DEFAULT_BACKOFF): number {
  return Math.min(policy.maxMs, policy.initialMs * 2 ** Math.max(0, crashes - 1));
}

/** Why a child ended, in words for the log. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exited with code ${code ?? 'unknown'}`;
}

export interface SupervisedChild {
  /** The running process, or null while waiting to restart. */
  current(): ChildProcess | null;
  /** Stops restarting and ends the child (SIGTERM); resolves once it has exited. */
  /** SIGTERM, then SIGKILL once `graceMs` (default STOP_GRACE_MS) has passed. */
  stop(graceMs?: number): Promise<void>;
}

export function supervise(opts: {
  name: string;
  spawn: () => ChildProcess;
  log: (line: string) => void;
  policy?: BackoffPolicy;
  now?: () => number;
}): SupervisedChild {
  const policy = opts.policy ?? DEFAULT_BACKOFF;
  const now = opts.now ?? Date.now;
  let child: ChildProcess | null = null;
  let crashes = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const start = () => {
    timer = null;
    if (stopped) return;
    const startedAt = now();
    const c = opts.spawn();
    child = c;
    opts.log(`${opts.name} started (pid ${c.pid})`);
    c.once('exit', (code, signal) => {
      child = null;
      if (stopped) return;
      const uptimeMs = now() - startedAt;
      crashes = crashesInARow(crashes, uptimeMs, policy);
      const delay = restartDelayMs(crashes, policy);
      opts.log(
        `${opts.name} ${describeExit(code, signal)} after ${(uptimeMs / 1000).toFixed(1)} s; ` +
          `restart ${crashes} in a row, in ${delay / 1000} s`,
      );
      timer = setTimeout(start, delay);
    });
  };
  start();

  return {
    current: () => child,
    stop(graceMs = STOP_GRACE_MS) {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return Promise.resolve();
      return new Promise((done) => {
        // A child that ignores SIGTERM past its grace is killed, so none outlives the supervisor.
        const kill = setTimeout(() => c.kill('SIGKILL'), graceMs);
        c.once('exit', () => {
          clearTimeout(kill);
          done();
        });
        c.kill('SIGTERM');
      });
    },
  };
}
