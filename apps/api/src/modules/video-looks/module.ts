import type { ApiModule } from '../../kernel/api-module.ts';
import { videoLookRoutes } from './routes.ts';

/** The video-looks module's routes: what app.ts registers for it. */
export const videoLooksModule: ApiModule = {
  api: [videoLookRoutes],
};
