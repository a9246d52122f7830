import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Keeps one JSON file in step with an in-memory value, off the request path: `changed()` schedules a
 * write `delayMs` later (many changes, one write), writes run one after another in the background and
 * land atomically (temporary file, then rename), `flush()` writes now and waits (shutdown, tests).
 */
export function createPersister(opts: {
  file: string;
  snapshot: () => unknown;
  delayMs: number;
  onError?: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | null = null;
  let queue: Promise<void> = Promise.resolve();

  async function write(text: string): Promise<void> {
    await mkdir(dirname(opts.file), { recursive: true });
    await writeFile(`${opts.file}.tmp`, text);
    await rename(`${opts.file}.tmp`, opts.file);
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const text = JSON.stringify(opts.snapshot());
    queue = queue.then(() => write(text)).catch((e: unknown) => opts.onError?.(e));
    return queue;
  }

  return {
    changed(): void {
      if (timer) return;
      timer = setTimeout(() => void flush(), opts.delayMs);
      timer.unref();
    },
    flush,
  };
}

/** The file's JSON, or null when it is missing or torn (the stand-in then starts empty). */
export async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}
