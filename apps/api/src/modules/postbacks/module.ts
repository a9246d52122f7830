import type { ApiModule } from '../../kernel/api-module.ts';
import { postbackPublicRoutes, postbackRoutes } from './routes.ts';

/** The postbacks module's routes: what app.ts registers for it. */
export const postbacksModule: ApiModule = {
  api: [postbackRoutes],
  root: [postbackPublicRoutes],
};
