import type { ApiModule } from '../../kernel/api-module.ts';
import { sceneImageRoutes } from './routes.ts';

/** The scene-images module's routes: what app.ts registers for it. */
export const sceneImagesModule: ApiModule = {
  api: [sceneImageRoutes],
};
