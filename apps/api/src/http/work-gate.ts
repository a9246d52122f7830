import { Unavailable } from '../domain-errors.ts';

/**
 * A small FIFO gate for CPU work done inside a request (drawing storyboards, thumbnails): at most
 * `limit` tasks run, at most `queue` wait; beyond that the caller gets a 503 with `busyMessage`.
 */
export function workGate(limit: number, queue: number, busyMessage: string) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) {
      if (waiting.length >= queue) throw new Unavailable(busyMessage);
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
