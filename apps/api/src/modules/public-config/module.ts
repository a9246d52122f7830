import type { ApiModule } from '../../kernel/api-module.ts';
import { publicConfigRoutes } from './routes.ts';

/** The public-config module's routes: what app.ts registers for it. */
export const publicConfigModule: ApiModule = {
  api: [publicConfigRoutes],
};
