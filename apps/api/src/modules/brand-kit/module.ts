import type { ApiModule } from '../../kernel/api-module.ts';
import { brandKitRoutes } from './routes.ts';

/** The brand-kit module's routes: what app.ts registers for it. */
export const brandKitModule: ApiModule = {
  api: [brandKitRoutes],
};
