import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clusterSchema,
  idParamsSchema,
  pagedClustersRequestSchema,
  pagedClustersResponseSchema,
} from '@velo/contracts';
import { getCluster, listClusters } from '../../domain/clusters/list-clusters.js';
import { tag } from '../../infra/cache-tags.js';
import { publicRead, type BodyOf, type ParamsOf } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Кластеры'];

/** The public cluster reads (part 2 §7.4): the rating filters' age categories. */
export const clusterReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Cluster/paged',
    {
      config: {
        access: 'public',
        cache: publicRead(
          ({ body }: BodyOf<typeof pagedClustersRequestSchema>) => [tag.organizer(body.organizerId)],
          { signedIn: 'same' },
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Кластеры: организатор, название, период (период действия пересекается с ним)',
        description: 'Сортировка: createdOn (по умолчанию, новые первыми), name, updatedOn.',
        body: pagedClustersRequestSchema,
        response: withErrors({ 200: pagedClustersResponseSchema }),
      },
    },
    async (request) => listClusters(app.ctx, request.body),
  );

  app.get(
    '/v1/Cluster/:id',
    {
      config: {
        access: 'public',
        // A cluster's organizer is not in its address: any organizer's change.
        cache: publicRead((_: ParamsOf<typeof idParamsSchema>) => [tag.organizer()], { signedIn: 'same' }),
      },
      schema: {
        tags: TAGS,
        summary: 'Кластер с возрастными категориями',
        params: idParamsSchema,
        response: withErrors({ 200: clusterSchema }),
      },
    },
    async (request) => getCluster(app.ctx, request.params.id),
  );
};
