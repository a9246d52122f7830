import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

/** The ffmpeg processes whose command line carries `marker`. */
async function ffmpegWith(marker: string): Promise<string[]> {
  const { stdout } = await run('ps', ['-eo', 'pid,args']).catch(() => ({ stdout: '' }));
  // The program itself must be ffmpeg: the node child's own command line carries the marker too.
  return stdout
    .split('\n')
    .filter((l) => path.basename(l.trim().split(/\s+/)[1] ?? '') === 'ffmpeg' && l.includes(marker));
}

it('kills its running ffmpeg when the process exits (a worker handing a job back)', async () => {
  const marker = `exit-test-${randomBytes(4).toString('hex')}`;
  const script = `
    import { runFfmpeg } from './packages/media/src/encode/ffmpeg.ts';
    void runFfmpeg(['-v', 'error', '-nostats', '-re', '-f', 'lavfi', '-i', 'anullsrc', '-t', '120', '-metadata', 'comment=${marker}', '-f', 'null', '-']).catch(() => {});
    setTimeout(() => process.exit(0), 700);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '../../../..'),
    stdio: 'ignore',
  });
  // While the parent lives, its encode runs.
  let seen: string[] = [];
  for (let i = 0; i < 50 && seen.length === 0; i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    seen = await ffmpegWith(marker);
  }
  expect(seen.length).toBe(1);
  await new Promise((r) => child.once('exit', r));
  let left = seen;
  for (let i = 0; i < 20 && left.length > 0; i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    left = await ffmpegWith(marker);
  }
  expect(left).toEqual([]);
});
