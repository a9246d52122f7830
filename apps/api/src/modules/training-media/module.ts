import type { ApiModule } from '../../kernel/api-module.ts';
import { trainingMediaRoutes } from './routes.ts';

/** The training-media module's routes: what app.ts registers for it. */
export const trainingMediaModule: ApiModule = {
  api: [trainingMediaRoutes],
};
