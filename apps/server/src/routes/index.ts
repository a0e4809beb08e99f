import type { FastifyInstance } from 'fastify';
import { userAdminRoutes } from './admin/user-admin-routes.js';
import { externalSystemRoutes } from './external/external-system-routes.js';
import { healthRoutes } from './system/health.js';
import { telegramBotRoutes } from './telegram/telegram-bot-routes.js';
import { accountRoutes } from './users/account-routes.js';

/** Every area's routes, registered in one place. */
export const registerRoutes = async (app: FastifyInstance): Promise<void> => {
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(userAdminRoutes);
  await app.register(externalSystemRoutes);
  await app.register(telegramBotRoutes);
};
