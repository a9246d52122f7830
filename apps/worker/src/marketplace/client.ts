import { createDigistoreClient, type DigistoreClient } from '@adreel/digistore';
import { digistoreEndpoint } from '@adreel/marketplace';
import type { WorkerDeps } from '../deps.ts';

/** Digistore24 itself when a developer key is configured, else the API's sandbox (digistoreEndpoint, packages/marketplace). */
export function marketplaceClient(env: WorkerDeps['env'], fetchImpl?: typeof fetch): DigistoreClient {
  return createDigistoreClient({ baseUrl: digistoreEndpoint(env).baseUrl, fetchImpl });
}
