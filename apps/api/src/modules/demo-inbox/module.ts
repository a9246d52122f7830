import type { ApiModule } from '../../kernel/api-module.ts';
import { demoInboxRoutes } from './routes.ts';

/** The demo-inbox module's routes: what app.ts registers for it. */
export const demoInboxModule: ApiModule = {
  api: [demoInboxRoutes],
};
