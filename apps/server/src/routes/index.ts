import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './system/health.js';

/** Every area's routes, registered in one place. */
export const registerRoutes = async (app: FastifyInstance): Promise<void> => {
  await app.register(healthRoutes);
};
