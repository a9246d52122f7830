import type { ApiModule } from '../../kernel/api-module.ts';
import { clickBankPublicRoutes, clickBankRoutes } from './routes.ts';

/** The clickbank module's routes: what app.ts registers for it. */
export const clickBankModule: ApiModule = {
  api: [clickBankRoutes],
  root: [clickBankPublicRoutes],
};
