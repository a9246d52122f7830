import type { ApiModule } from '../../kernel/api-module.ts';
import { webhookRoutes } from './routes.ts';

/** The webhooks module's routes: what app.ts registers for it. */
export const webhooksModule: ApiModule = {
  api: [webhookRoutes],
};
