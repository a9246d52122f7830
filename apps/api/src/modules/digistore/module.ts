import type { ApiModule } from '../../kernel/api-module.ts';
import { ipnPublicRoutes, ipnRoutes } from './ipn-routes.ts';
import { digistorePublicRoutes, digistoreRoutes } from './routes.ts';

/** The digistore module's routes: what app.ts registers for it. */
export const digistoreModule: ApiModule = {
  api: [digistoreRoutes, ipnRoutes],
  root: [digistorePublicRoutes, ipnPublicRoutes],
};
