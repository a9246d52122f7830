import type { ApiModule } from '../../kernel/api-module.ts';
import { channelRoutes } from './routes.ts';

/** The channels module's routes: what app.ts registers for it. */
export const channelsModule: ApiModule = {
  api: [channelRoutes],
};
