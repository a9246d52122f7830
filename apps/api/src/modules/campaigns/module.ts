import type { ApiModule } from '../../kernel/api-module.ts';
import { campaignRoutes } from './routes.ts';

/** The campaigns module's routes: what app.ts registers for it. */
export const campaignsModule: ApiModule = {
  api: [campaignRoutes],
};
