import type { ApiModule } from '../../kernel/api-module.ts';
import { postRoutes } from './routes.ts';

/** The posts module's routes: what app.ts registers for it. */
export const postsModule: ApiModule = {
  api: [postRoutes],
};
