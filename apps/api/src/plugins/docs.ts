import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AUTOMATION_DOCS } from './automation-docs.ts';

/** OpenAPI generated from the same zod contracts the routes validate with; UI at /docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'AdReel API', version: '1.0.0', description: AUTOMATION_DOCS },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Session token from POST /auth/signin' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'adr_…',
            description: 'Personal API key from Settings → API keys (not for account-sensitive routes)',
          },
        },
      },
      tags: [
        { name: 'api-keys', description: 'Personal API keys (session only)' },
        {
          name: 'webhooks',
          description: 'Outgoing webhooks (session only); events and signatures: see above',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
});
