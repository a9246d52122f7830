import { failureMessage } from './failure-message.ts';

/** Runs one SDK call; any failure becomes the caller's user-facing error, with the SDK error kept as cause. */
export async function callOpenAI<T>(
  run: () => Promise<T>,
  toError: (message: string, cause: unknown) => Error,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toError(failureMessage(error), error);
  }
}
