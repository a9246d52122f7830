import type { ApiModule } from '../../kernel/api-module.ts';
import { linkPublicRoutes, linkRoutes } from './routes.ts';

/** The links module's routes: what app.ts registers for it. */
export const linksModule: ApiModule = {
  api: [linkRoutes],
  root: [linkPublicRoutes],
};
