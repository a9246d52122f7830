import type { ApiModule } from '../../kernel/api-module.ts';
import { sitePublicRoutes, siteRoutes } from './routes.ts';

/** The sites module's routes: what app.ts registers for it. */
export const sitesModule: ApiModule = {
  api: [siteRoutes],
  root: [sitePublicRoutes],
};
