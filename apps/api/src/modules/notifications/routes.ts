import {
  notificationIdParamsSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationsResponseSchema,
  readAllNotificationsResponseSchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

/**
 * GET /notifications, POST /notifications/{id}/read, POST /notifications/read-all and
 * GET/PUT /notifications/settings: the bell's notices and whether they are e-mailed too.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services.notifications;
  const tags = ['notifications'];
  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/notifications',
        { schema: { tags, response: { 200: notificationsResponseSchema } } },
        async (request) => notifications.list(request.userId),
      );
      guarded.post(
        '/notifications/read-all',
        { schema: { tags, response: { 200: readAllNotificationsResponseSchema } } },
        async (request) => notifications.markAllRead(request.userId),
      );
      guarded.post(
        '/notifications/:id/read',
        { schema: { tags, params: notificationIdParamsSchema, response: { 200: notificationSchema } } },
        async (request) => notifications.markRead(request.userId, request.params.id),
      );
      guarded.get(
        '/notifications/settings',
        { schema: { tags, response: { 200: notificationSettingsSchema } } },
        async (request) => notifications.settings(request.userId),
      );
      guarded.put(
        '/notifications/settings',
        {
          schema: {
            tags,
            body: notificationSettingsSchema,
            response: { 200: notificationSettingsSchema },
          },
        },
        async (request) => notifications.saveSettings(request.userId, request.body),
      );
    }),
  );
};
