import type { ApiModule } from '../../kernel/api-module.ts';
import { trafficRoutes } from './routes.ts';

/** The traffic module's routes: what app.ts registers for it. */
export const trafficModule: ApiModule = {
  api: [trafficRoutes],
};
