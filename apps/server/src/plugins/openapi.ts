import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { exemptFromRouteRules } from './route-rules.js';
import { publicRead } from './cache-class.js';

/** The OpenAPI document is generated from the route schemas; /api/docs browses it. */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ВелоРейтинг API',
        description:
          'API портала любительского велоспорта: мероприятия, протоколы, рейтинг, участники, кабинеты организаторов и администраторов.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The timing partner's key (INTEGRATION_API_KEYS), for /integration-api/Tdk.
          partnerKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // No validator badge: it is an image from validator.swagger.io, which the CSP does not allow.
  // The browser of the document is swagger-ui's own pages and files.
  await exemptFromRouteRules(app, () =>
    app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } }),
  );
  app.get(
    '/api/openapi.json',
    {
      config: { access: 'public', cache: publicRead(() => [], { signedIn: 'same' }) },
      schema: { hide: true },
    },
    async () => app.swagger(),
  );
};
