import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnv } from '../env.ts';

/** One feature module's routes, as app.ts registers them (listed in src/modules.ts). */
export interface ApiModule {
  /** Registered under the API prefix (`/api`). */
  api: readonly FastifyPluginAsync[];
  /** Registered outside it: published pages and receivers the outside world calls. */
  root?: readonly FastifyPluginAsync[];
  /** Only when this says so; absent: always. */
  enabled?: (env: ApiEnv) => boolean;
}
