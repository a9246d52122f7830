import type { ApiModule } from '../../kernel/api-module.ts';
import { scriptEventRoutes } from './event-routes.ts';
import { scriptRoutes } from './routes.ts';

/** The scripts module's routes: what app.ts registers for it. */
export const scriptsModule: ApiModule = {
  api: [scriptRoutes, scriptEventRoutes],
};
