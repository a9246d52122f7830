import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stopWorkers } from '../src/runtime.ts';
import { newVideo, startRenderWorker, waitFor } from './render-support.ts';

let h: Awaited<ReturnType<typeof startRenderWorker>>;
beforeAll(async () => {
  h = await startRenderWorker('shutdown-render');
});
afterAll(async () => {
  await h.close();
});

/** The ffmpeg processes this test process has running, read from /proc (not from our own count). */
async function ffmpegChildren(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // "pid (comm) state ppid …": comm may hold spaces, so read around its parentheses.
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (comm === 'ffmpeg' && ppid === process.pid) pids.push(Number(entry));
  }
  return pids;
}

it('a render handed back at shutdown kills its ffmpeg children and leaves the row for the next worker', async () => {
  const video = await newVideo(h.t.db);
  await h.producer.enqueue('renders', 'render-video', { videoId: video.id }, { jobId: video.id });
  await waitFor(async () => (await ffmpegChildren()).length > 0, 120_000, 'the render to run ffmpeg');

  expect(await stopWorkers(h.workers, 0)).toBe('handed back');
  // Killed, not left encoding for a job another worker is about to take.
  await waitFor(async () => (await ffmpegChildren()).length === 0, 5000, 'the ffmpeg children to die');
  const handedBack = await h.t.db.video.findUniqueOrThrow({ where: { id: video.id } });
  expect(handedBack.status).toBe('processing');
  expect(handedBack.message).not.toMatch(/Retrying|failed/);
  expect(await (await h.queue.getJob(video.id))?.getState()).toBe('waiting');

  // The abandoned handler does no more work: no new ffmpeg, no progress written.
  await new Promise((r) => setTimeout(r, 2000));
  expect(await ffmpegChildren()).toEqual([]);
  const later = await h.t.db.video.findUniqueOrThrow({ where: { id: video.id } });
  expect(later.progress).toBe(handedBack.progress);
  expect(later.status).toBe('processing');
}, 180_000);
