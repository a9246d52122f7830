import type { ApiModule } from '../../kernel/api-module.ts';
import { mediaLibraryRoutes } from './routes.ts';

/** The media-library module's routes: what app.ts registers for it. */
export const mediaLibraryModule: ApiModule = {
  api: [mediaLibraryRoutes],
};
