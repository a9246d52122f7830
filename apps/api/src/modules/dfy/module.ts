import type { ApiModule } from '../../kernel/api-module.ts';
import { dfyRoutes } from './routes.ts';

/** The dfy module's routes: what app.ts registers for it. */
export const dfyModule: ApiModule = {
  api: [dfyRoutes],
};
