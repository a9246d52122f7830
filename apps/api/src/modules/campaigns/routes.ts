import {
  autopilotArmBodySchema,
  autopilotViewSchema,
  campaignDeletedSchema,
  campaignIdParamsSchema,
  campaignItemParamsSchema,
  campaignListSchema,
  campaignSchema,
  campaignSteerResultSchema,
  createCampaignBodySchema,
  moreLikeThisBodySchema,
  moreLikeThisResultSchema,
  putAutopilotBodySchema,
  updateCampaignBodySchema,
  updateCampaignItemBodySchema,
} from '@adreel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoutes } from '../../plugins/auth.ts';

const tags = ['campaigns'];
const params = campaignIdParamsSchema;
const itemParams = campaignItemParamsSchema;
const one = { 200: campaignSchema };
const steered = { 200: campaignSteerResultSchema };
const autopilotView = { 200: autopilotViewSchema };
/** The caller and the campaign item an item route names: every item action's first arguments. */
const itemOf = (request: { userId: string; params: { id: string; itemId: string } }) =>
  [request.userId, request.params.id, request.params.itemId] as const;

/** Campaigns (issue 24 item 6): many offers → scripts → one review grid → renders → posts on a rhythm. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { campaigns } = app.services.campaigns;
  await app.register(
    guardedRoutes(async (guarded) => {
      guarded.get(
        '/campaigns',
        { schema: { tags, response: { 200: campaignListSchema } } },
        async (request) => campaigns.list(request.userId),
      );
      guarded.post(
        '/campaigns',
        { schema: { tags, body: createCampaignBodySchema, response: { 201: campaignSchema } } },
        async (request, reply) => reply.code(201).send(await campaigns.create(request.userId, request.body)),
      );
      guarded.get('/campaigns/:id', { schema: { tags, params, response: one } }, async (request) =>
        campaigns.get(request.userId, request.params.id),
      );
      guarded.patch(
        '/campaigns/:id',
        { schema: { tags, params, body: updateCampaignBodySchema, response: one } },
        async (request) => campaigns.update(request.userId, request.params.id, request.body),
      );
      guarded.post('/campaigns/:id/launch', { schema: { tags, params, response: one } }, async (request) =>
        campaigns.launch(request.userId, request.params.id),
      );
      // Steering (issue 33 item 4): each answers the campaign and what happened; a repeat is a 409.
      guarded.post('/campaigns/:id/pause', { schema: { tags, params, response: steered } }, async (request) =>
        campaigns.pause(request.userId, request.params.id),
      );
      guarded.post(
        '/campaigns/:id/resume',
        { schema: { tags, params, response: steered } },
        async (request) => campaigns.resume(request.userId, request.params.id),
      );
      guarded.post(
        '/campaigns/:id/cancel',
        { schema: { tags, params, response: steered } },
        async (request) => campaigns.cancel(request.userId, request.params.id),
      );
      guarded.delete(
        '/campaigns/:id',
        { schema: { tags, params, response: { 200: campaignDeletedSchema } } },
        async (request) => campaigns.remove(request.userId, request.params.id),
      );
      guarded.patch(
        '/campaigns/:id/items/:itemId',
        { schema: { tags, params: itemParams, body: updateCampaignItemBodySchema, response: one } },
        async (request) => campaigns.updateItem(...itemOf(request), request.body),
      );
      guarded.delete(
        '/campaigns/:id/items/:itemId',
        { schema: { tags, params: itemParams, response: one } },
        async (request) => campaigns.dropItem(...itemOf(request)),
      );
      // Autopilot (issue 35): settings, pins and exclusions, the decision log; challengers from a winner.
      guarded.get(
        '/campaigns/:id/autopilot',
        { schema: { tags, params, response: autopilotView } },
        async (request) => campaigns.autopilotView(request.userId, request.params.id),
      );
      guarded.put(
        '/campaigns/:id/autopilot',
        { schema: { tags, params, body: putAutopilotBodySchema, response: autopilotView } },
        async (request) => campaigns.putAutopilot(request.userId, request.params.id, request.body),
      );
      guarded.post(
        '/campaigns/:id/autopilot/arms/:itemId',
        { schema: { tags, params: itemParams, body: autopilotArmBodySchema, response: autopilotView } },
        async (request) => campaigns.autopilotArm(...itemOf(request), request.body),
      );
      guarded.post(
        '/campaigns/:id/items/:itemId/more-like-this',
        {
          schema: {
            tags,
            params: itemParams,
            body: moreLikeThisBodySchema,
            response: { 200: moreLikeThisResultSchema },
          },
        },
        async (request) => campaigns.moreLikeThis(...itemOf(request), request.body.count),
      );
      guarded.post(
        '/campaigns/:id/items/:itemId/retry',
        { schema: { tags, params: itemParams, response: one } },
        async (request) => campaigns.retryItem(...itemOf(request)),
      );
    }),
  );
};
