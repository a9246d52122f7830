import type { ApiModule } from '../../kernel/api-module.ts';
import { notificationRoutes } from './routes.ts';

/** The notifications module's routes: what app.ts registers for it. */
export const notificationsModule: ApiModule = {
  api: [notificationRoutes],
};
