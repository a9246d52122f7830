import type { ApiModule } from '../../kernel/api-module.ts';
import { performanceRoutes } from './routes.ts';

/** The performance module's routes: what app.ts registers for it. */
export const performanceModule: ApiModule = {
  api: [performanceRoutes],
};
