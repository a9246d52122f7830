import { marketplaceFromEnv } from '@adreel/config';
import { createDigistoreClient, type DigistoreClient } from '@adreel/digistore';
import type { WorkerDeps } from '../deps.ts';

/** Digistore24 itself when a developer key is configured, else the API's sandbox (marketplaceFromEnv). */
export function marketplaceClient(env: WorkerDeps['env'], fetchImpl?: typeof fetch): DigistoreClient {
  return createDigistoreClient({ baseUrl: marketplaceFromEnv(env).baseUrl, fetchImpl });
}
