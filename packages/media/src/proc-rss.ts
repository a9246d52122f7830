import { readdir, readFile } from 'node:fs/promises';

async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const out: number[] = [];
  for (const t of tasks) {
    const text = await readFile(`/proc/${pid}/task/${t}/children`, 'utf8').catch(() => '');
    for (const c of text.split(/\s+/)) if (c) out.push(Number(c));
  }
  return out;
}

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return m ? Number(m[1]) : 0;
}

/** Resident memory of a process and all its descendants (e.g. the worker and its ffmpeg children), in MB. Linux only. */
export async function treeRssMb(rootPid: number): Promise<number> {
  let total = 0;
  const queue = [rootPid];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const pid = queue.shift()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += await rssKb(pid);
    queue.push(...(await childrenOf(pid)));
  }
  return total / 1024;
}

/** Samples treeRssMb every `intervalMs` until stopped; returns the peak seen. */
export function samplePeakRss(rootPid: number, intervalMs = 50): { stop: () => Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await treeRssMb(rootPid));
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      peak = Math.max(peak, await treeRssMb(rootPid));
      return peak;
    },
  };
}
