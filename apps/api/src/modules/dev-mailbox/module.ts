import type { ApiModule } from '../../kernel/api-module.ts';
import { devMailboxRoutes } from './routes.ts';

/** The dev-mailbox module's routes: what app.ts registers for it. */
export const devMailboxModule: ApiModule = {
  api: [devMailboxRoutes],
  // The dev outbox only exists where the operator turned it on.
  enabled: (env) => env.DEV_MAILBOX,
};
