import type { ApiModule } from '../../kernel/api-module.ts';
import { digestRoutes } from './routes.ts';

/** The digests module's routes: what app.ts registers for it. */
export const digestsModule: ApiModule = {
  api: [digestRoutes],
};
