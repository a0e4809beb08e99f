import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema } from '@velo/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { requireUser } from '../auth/policies.js';
import type { CacheClass } from '../plugins/cache-class.js';
import { withErrors } from './http.js';
import type { perAccountLimit } from './rate-limits.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * An organizer's decision about one record (`POST /v1/…/:id/<action>`): a protocol made official or
 * its window extended, a corrected file previewed or saved, a disputed result moved, corrected or its
 * request rejected. The route parses the id and the body, declares the rule (`organizer`; ownership
 * is the use case's), its cache class and limit, and answers what the use case returns.
 */
export const organizerRecordAction = <Body extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  url: `/v1/${string}/:id/${string}`,
  route: {
    tags: string[];
    summary: string;
    description: string;
    body: Body;
    answer: Answer;
    cache: CacheClass;
    rateLimit?: ReturnType<typeof perAccountLimit>;
  },
  run: (user: AuthUser, id: number, body: z.output<Body>) => Promise<z.input<Answer>>,
) =>
  app.post(
    url,
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        description: route.description,
        params: idParamsSchema,
        body: route.body,
        response: withErrors({ 200: route.answer }),
      },
      config: {
        access: 'organizer',
        cache: route.cache,
        ...(route.rateLimit ? { rateLimit: route.rateLimit } : {}),
      },
    },
    // The schemas are generic here, so TypeScript cannot resolve the validated body's and the
    // answer's types from them: the body is the schema's output, and the answer is checked against
    // the response schema by the serializer.
    (request) => run(requireUser(request.user), request.params.id, request.body as z.output<Body>) as never,
  );
