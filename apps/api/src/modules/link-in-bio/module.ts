import type { ApiModule } from '../../kernel/api-module.ts';
import { bioHandleRoutes, bioPublicRoutes } from './routes.ts';

/** The link-in-bio module's routes: what app.ts registers for it. */
export const linkInBioModule: ApiModule = {
  api: [bioHandleRoutes],
  root: [bioPublicRoutes],
};
