import type { ApiModule } from '../../kernel/api-module.ts';
import { translationRoutes } from './routes.ts';

/** The translations module's routes: what app.ts registers for it. */
export const translationsModule: ApiModule = {
  api: [translationRoutes],
};
