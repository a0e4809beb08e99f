import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clusterSchema,
  createClusterRequestSchema,
  idParamsSchema,
  pagedClustersRequestSchema,
  pagedClustersResponseSchema,
  updateClusterRequestSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { cloneCluster } from '../../domain/clusters/clone-cluster.js';
import { deleteCluster } from '../../domain/clusters/delete-cluster.js';
import { listCabinetClusters } from '../../domain/clusters/list-cabinet-clusters.js';
import { createCluster, updateCluster } from '../../domain/clusters/save-cluster.js';
import { personalRead, writes } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Кластеры'];

/**
 * A cluster is its organizer's; its categories' names and ages show in protocols, riders' races and
 * the series tables.
 */
const CLUSTER_CHANGES = writes('organizer', 'season', 'protocol', 'rider');

/** The cabinet's cluster calls (part 2 §7.4): an organizer for its own organizer, an administrator for any. */
export const clusterCabinetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Cluster',
    {
      config: { access: 'organizer', cache: CLUSTER_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Новый кластер возрастных категорий',
        body: createClusterRequestSchema,
        response: withErrors({ 200: clusterSchema }),
      },
    },
    async (request) => createCluster(app.ctx, requireUser(request.user), request.body),
  );

  app.put(
    '/v1/Cluster',
    {
      config: { access: 'organizer', cache: CLUSTER_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Изменить кластер; ответ — текст true',
        body: updateClusterRequestSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await updateCluster(app.ctx, requireUser(request.user), request.body);
      return sendBooleanText(reply, true);
    },
  );

  app.delete(
    '/v1/Cluster/:id',
    {
      config: { access: 'organizer', cache: CLUSTER_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Удалить кластер (отказ, пока на его категории ссылаются протоколы)',
        params: idParamsSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await deleteCluster(app.ctx, requireUser(request.user), request.params.id);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/Cluster/clone/:id',
    {
      config: { access: 'organizer', cache: CLUSTER_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Копия кластера с его категориями, с пометкой «(копия)» в названии',
        params: idParamsSchema,
        response: withErrors({ 200: clusterSchema }),
      },
    },
    async (request) => cloneCluster(app.ctx, requireUser(request.user), request.params.id),
  );

  app.post(
    '/v1/Cluster/paged-lk',
    {
      config: { access: 'organizer', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Кластеры кабинета: организатор видит только своего организатора',
        body: pagedClustersRequestSchema,
        response: withErrors({ 200: pagedClustersResponseSchema }),
      },
    },
    async (request) => listCabinetClusters(app.ctx, requireUser(request.user), request.body),
  );
};
