import type { ApiModule } from '../../kernel/api-module.ts';
import { apiKeyRoutes } from './routes.ts';

/** The api-keys module's routes: what app.ts registers for it. */
export const apiKeysModule: ApiModule = {
  api: [apiKeyRoutes],
};
