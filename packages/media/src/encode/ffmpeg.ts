import { type ChildProcess, spawn } from 'node:child_process';
import { setPriority } from 'node:os';

export const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';

export interface RunOptions {
  cwd?: string;
  signal?: AbortSignal;
  /** Called with ffmpeg's own `-progress` out_time, in seconds. */
  onOutTime?: (seconds: number) => void;
  /**
   * Work off the critical path (the audio mix beside the video pass): it runs at a lower CPU
   * priority, so the video encode keeps the cores it can use and this fills the gaps between.
   */
  background?: boolean;
}

/** Nice value of a background process: below the render's other work, not starved by it. */
const BACKGROUND_NICE = 10;

/**
 * The ffmpeg processes running now. When this process exits (a worker handing its jobs back on
 * shutdown, or a crash), they are killed with it: an abandoned encode would otherwise run on as an
 * orphan, using a core for a job another worker has already taken.
 */
const running = new Set<ChildProcess>();
let killOnExit = false;

function track(child: ChildProcess): void {
  if (!killOnExit) {
    killOnExit = true;
    process.once('exit', () => {
      for (const c of running) c.kill('SIGKILL');
    });
  }
  running.add(child);
  child.once('close', () => running.delete(child));
  child.once('error', () => running.delete(child));
}

/** How many ffmpeg/ffprobe processes this process has running (tests, metrics). */
export function runningFfmpegCount(): number {
  return running.size;
}

/** An input ffmpeg generates itself from a lavfi source graph (flite speech, test patterns, colours). */
export function lavfiInput(source: string): string[] {
  return ['-f', 'lavfi', '-i', source];
}

/**
 * The worker's fixed malloc mmap threshold (see @adreel/config WORKER_MALLOC_ENV) is for node and
 * libvips; ffmpeg recycles its frame buffers itself, and with the threshold every fresh 3 MB frame
 * became an mmap whose pages fault in one by one (renders took ~10% more CPU, measured).
 */
const FFMPEG_ENV = (() => {
  const { MALLOC_MMAP_THRESHOLD_: _worker, ...env } = process.env;
  return env;
})();

/**
 * A thin spawn around ffmpeg: `-progress pipe:1` on stdout for progress, stderr kept (tail on
 * failure, whole for filters that print measurements such as loudnorm). Killed on abort.
 */
export function runFfmpeg(args: string[], opts: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(opts.signal.reason ?? new Error('aborted'));
      return;
    }
    const full = [
      '-hide_banner',
      '-nostdin',
      '-y',
      ...(opts.onOutTime ? ['-progress', 'pipe:1', '-nostats'] : []),
      ...args,
    ];
    const child = spawn(FFMPEG, full, { cwd: opts.cwd, env: FFMPEG_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    track(child);
    if (opts.background && child.pid) {
      try {
        setPriority(child.pid, BACKGROUND_NICE);
      } catch {
        // Not allowed here (a locked-down container): it runs at normal priority.
      }
    }
    let stderr = '';
    let buf = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (stderr.length > 200_000) stderr = stderr.slice(-100_000);
    });
    child.stdout.on('data', (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^out_time_us=(\d+)/.exec(line);
        if (m && opts.onOutTime) opts.onOutTime(Number(m[1]) / 1e6);
      }
    });
    const onAbort = () => child.kill('SIGKILL');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      opts.signal?.removeEventListener('abort', onAbort);
      reject(err);
    });
    child.on('close', (code, sig) => {
      opts.signal?.removeEventListener('abort', onAbort);
      if (opts.signal?.aborted) reject(opts.signal.reason ?? new Error('aborted'));
      else if (code === 0) resolve(stderr);
      else reject(new Error(`ffmpeg exited with ${code ?? sig}: ${stderr.slice(-1500)}`));
    });
  });
}

export interface ProbeStream {
  codec_type: string;
  codec_name: string;
  profile?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  r_frame_rate?: string;
  sample_rate?: string;
  channels?: number;
  duration?: string;
  nb_frames?: string;
}
export interface ProbeResult {
  streams: ProbeStream[];
  format: { duration?: string };
}

export function ffprobe(file: string): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      FFPROBE,
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    track(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(out) as ProbeResult);
      else reject(new Error(`ffprobe failed for ${file}: ${err.slice(-500)}`));
    });
  });
}

/** Integrated loudness (LUFS) and true peak (dBTP) from the summary ebur128 prints at the end. */
export function parseEbur128Summary(stderr: string): { integratedLufs: number; truePeakDb: number } {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const i = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary);
  const p = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  if (!i) throw new Error('No ebur128 summary in ffmpeg output');
  const num = (s: string | undefined) =>
    s === undefined || s === '-inf' ? Number.NEGATIVE_INFINITY : Number(s);
  return { integratedLufs: num(i[1]), truePeakDb: num(p?.[1]) };
}
