import { readdir, readFile } from 'node:fs/promises';

export interface ProcRss {
  pid: number;
  name: string;
  rssMb: number;
}

async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const out: number[] = [];
  for (const t of tasks) {
    const text = await readFile(`/proc/${pid}/task/${t}/children`, 'utf8').catch(() => '');
    for (const c of text.split(/\s+/)) if (c) out.push(Number(c));
  }
  return out;
}

async function procRss(pid: number): Promise<ProcRss | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const rss = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!rss) return null;
  const name = /Name:\s+(\S+)/.exec(status)?.[1] ?? '?';
  return { pid, name, rssMb: Number(rss[1]) / 1024 };
}

/** Resident memory of a process and all its descendants (the worker and its ffmpeg children). Linux only. */
export async function treeRss(rootPid: number): Promise<ProcRss[]> {
  const out: ProcRss[] = [];
  const queue = [rootPid];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const pid = queue.shift()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    const p = await procRss(pid);
    if (p) out.push(p);
    queue.push(...(await childrenOf(pid)));
  }
  return out;
}

/** Samples the tree every `intervalMs` until stopped; returns the peak total and who held it then. */
export function samplePeakRss(rootPid: number, intervalMs = 50) {
  let peak = { totalMb: 0, procs: [] as ProcRss[] };
  let running = true;
  const sample = async () => {
    const procs = await treeRss(rootPid);
    const totalMb = procs.reduce((a, p) => a + p.rssMb, 0);
    if (totalMb > peak.totalMb) peak = { totalMb, procs };
  };
  const loop = (async () => {
    while (running) {
      await sample();
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      await sample();
      return peak;
    },
  };
}
