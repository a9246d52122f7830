import { type ChildProcess, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { crashesInARow, describeExit, restartDelayMs, supervise } from './supervise.ts';

describe('restart backoff', () => {
  it('doubles from 1 s while a child keeps crashing, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => restartDelayMs(n))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('starts afresh once a child stayed up a minute', () => {
    expect(crashesInARow(0, 500)).toBe(1);
    expect(crashesInARow(5, 59_000)).toBe(6);
    expect(crashesInARow(5, 60_000)).toBe(1);
  });

  it('says how a child ended', () => {
    expect(describeExit(null, 'SIGKILL')).toBe('killed by SIGKILL');
    expect(describeExit(3, null)).toBe('exited with code 3');
  });
});

describe('supervise', () => {
  it('restarts a killed child with backoff, logging why, and stops for good when asked', async () => {
    const lines: string[] = [];
    const pids: number[] = [];
    const child = supervise({
      name: 'sleeper',
      policy: { initialMs: 20, maxMs: 40, healthyAfterMs: 60_000 },
      log: (line) => lines.push(line),
      spawn: () => {
        const c: ChildProcess = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
        if (c.pid) pids.push(c.pid);
        return c;
      },
    });
    const nextPid = async (n: number) => {
      for (let i = 0; i < 200 && pids.length < n; i += 1) await new Promise((r) => setTimeout(r, 25));
      return pids[n - 1];
    };
    for (const n of [1, 2]) {
      const pid = await nextPid(n);
      expect(child.current()?.pid).toBe(pid);
      process.kill(pid ?? 0, 'SIGKILL');
    }
    await nextPid(3);
    expect(lines.filter((l) => l.includes('killed by SIGKILL'))).toEqual([
      expect.stringMatching(/^sleeper killed by SIGKILL after [\d.]+ s; restart 1 in a row, in 0.02 s$/),
      expect.stringMatching(/restart 2 in a row, in 0.04 s$/),
    ]);
    await child.stop();
    expect(child.current()).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(pids).toHaveLength(3);
  });

  it('kills a child that ignores SIGTERM once its grace has passed, so none outlives the supervisor', async () => {
    let spawned: ChildProcess | null = null;
    let ready = false;
    const child = supervise({
      name: 'stubborn',
      log: () => undefined,
      spawn: () => {
        // Ignores SIGTERM, as a process stuck closing a connection would; says so once it does.
        const c = spawn(process.execPath, [
          '-e',
          "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)",
        ]);
        c.stdout?.on('data', () => {
          ready = true;
        });
        spawned = c;
        return c;
      },
    });
    for (let i = 0; i < 400 && !ready; i += 1) await new Promise((r) => setTimeout(r, 25));
    expect(ready).toBe(true);
    await child.stop(200);
    const c = spawned as unknown as ChildProcess;
    expect(c.signalCode).toBe('SIGKILL');
  });
});
