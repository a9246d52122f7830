import { AIServiceError } from '@adreel/ai';
import { UpstreamFailed } from '../domain-errors.ts';

/** A failure of the AI service becomes a 502 carrying its (user-safe) message; anything else propagates. */
export function rethrowAiFailure(error: unknown): never {
  if (error instanceof AIServiceError) throw new UpstreamFailed(error.message);
  throw error;
}
