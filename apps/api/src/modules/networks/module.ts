import type { ApiModule } from '../../kernel/api-module.ts';
import { networkRoutes } from './routes.ts';

/** The networks module's routes: what app.ts registers for it. */
export const networksModule: ApiModule = {
  api: [networkRoutes],
};
