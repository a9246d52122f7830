import type { ApiModule } from '../../kernel/api-module.ts';
import { aiContentRoutes } from './routes.ts';

/** The ai-content module's routes: what app.ts registers for it. */
export const aiContentModule: ApiModule = {
  api: [aiContentRoutes],
};
