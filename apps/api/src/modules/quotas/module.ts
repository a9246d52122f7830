import type { ApiModule } from '../../kernel/api-module.ts';
import { quotaRoutes } from './routes.ts';

/** The quotas module's routes: what app.ts registers for it. */
export const quotasModule: ApiModule = {
  api: [quotaRoutes],
};
