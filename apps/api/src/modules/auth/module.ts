import type { ApiModule } from '../../kernel/api-module.ts';
import { authRoutes } from './routes.ts';

/** The auth module's routes: what app.ts registers for it. */
export const authModule: ApiModule = {
  api: [authRoutes],
};
