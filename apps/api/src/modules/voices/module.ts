import type { ApiModule } from '../../kernel/api-module.ts';
import { voiceRoutes } from './routes.ts';

/** The voices module's routes: what app.ts registers for it. */
export const voicesModule: ApiModule = {
  api: [voiceRoutes],
};
