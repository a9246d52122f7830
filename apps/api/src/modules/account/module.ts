import type { ApiModule } from '../../kernel/api-module.ts';
import { accountRoutes } from './routes.ts';

/** The account module's routes: what app.ts registers for it. */
export const accountModule: ApiModule = {
  api: [accountRoutes],
};
