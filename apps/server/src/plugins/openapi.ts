import type { FastifyInstance, FastifySchema } from 'fastify';
import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { exemptFromRouteRules } from './route-rules.js';
import { publicRead } from './cache-class.js';
import type { AccessRule } from '../auth/access-policy.js';
import {
  ACCESS_WORDS,
  SECURITY_SCHEMES,
  operationIds,
  refusalsOf,
  securityOf,
} from './openapi-operations.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Schema = FastifySchema & { description?: string; response?: Record<string, unknown> };

/**
 * Each operation's security, access words and the refusals of its access rule, read from the
 * route's own config (`config.access`: the route declares it, or the authorization plugin fills it
 * from the access table), then the zod schemas turned into JSON schemas.
 */
const describeAccess: SwaggerTransform = (document) => {
  const rule = (document.route.config as { access?: AccessRule } | undefined)?.access;
  if (!rule) return jsonSchemaTransform(document);
  const schema = (document.schema ?? {}) as Schema;
  const described: Schema = {
    ...schema,
    description: [schema.description, `Доступ: ${ACCESS_WORDS[rule]}.`].filter(Boolean).join('\n\n'),
    security: securityOf(rule, document.url),
    'x-access': rule,
    // The route's own answers win over the rule's generic ones.
    response: { ...refusalsOf(rule), ...schema.response },
  } as Schema;
  return jsonSchemaTransform({ ...document, schema: described });
};

/** `anyOf: [{}, …]` matches anything: the empty member stands for the whole (z.unknown() beside null). */
const withoutEmptyAlternatives = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutEmptyAlternatives);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>).map(
    ([key, value]) => [key, withoutEmptyAlternatives(value)] as const,
  );
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  const alternatives = object.anyOf;
  if (
    Array.isArray(alternatives) &&
    alternatives.some((member) => member && typeof member === 'object' && Object.keys(member).length === 0)
  ) {
    delete object.anyOf;
  }
  return object;
};

/** Stable operation names over the whole document (collisions are settled among all paths). */
const nameOperations: SwaggerTransformObject = (document) => {
  const openapi = ('openapiObject' in document ? document.openapiObject : {}) as {
    paths?: Record<string, Record<string, { operationId?: string }>>;
  };
  const paths = openapi.paths ?? {};
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path })),
  );
  const ids = operationIds(operations);
  for (const { method, path } of operations) {
    paths[path]![method]!.operationId = ids.get(`${method} ${path}`);
  }
  return { ...openapi, paths: withoutEmptyAlternatives(paths) } as ReturnType<SwaggerTransformObject>;
};

/** The OpenAPI document is generated from the route schemas; /api/docs browses it. */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ВелоРейтинг API',
        description:
          'API портала любительского велоспорта: мероприятия, протоколы, рейтинг, участники, кабинеты организаторов и администраторов. У каждой операции указано, кому она доступна (security и строка «Доступ» в описании).',
        version: '1.0.0',
      },
      servers: [{ url: app.ctx.config.PUBLIC_URL, description: 'Портал (PUBLIC_URL)' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: describeAccess,
    transformObject: nameOperations,
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
