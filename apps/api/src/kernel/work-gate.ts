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
      // A finishing task hands its slot straight to us (running stays counted), so no newcomer can
      // slip in between its release and our start.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
