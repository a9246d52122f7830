import type { ApiModule } from '../../kernel/api-module.ts';
import { videoRoutes } from './routes.ts';

/** The videos module's routes: what app.ts registers for it. */
export const videosModule: ApiModule = {
  api: [videoRoutes],
};
