import { progressEventRoutes } from '../../http/event-routes.ts';

/** A script job's progress as Server-Sent Events, beside its polled status (GET /videos/script-status/{id}). */
export const scriptEventRoutes = progressEventRoutes(
  '/videos/script-status/:id',
  ['scripts'],
  (app) => app.services.scripts.scriptEvents,
);
