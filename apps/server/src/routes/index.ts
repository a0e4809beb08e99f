import type { FastifyInstance } from 'fastify';
import { userAdminRoutes } from './admin/user-admin-routes.js';
import { externalSystemRoutes } from './external/external-system-routes.js';
import { configRoutes } from './configs/config-routes.js';
import { protocolUploadRoutes } from './protocols/protocol-upload-routes.js';
import { participantReadRoutes } from './public/participant-read-routes.js';
import { protocolReadRoutes } from './public/protocol-read-routes.js';
import { ratingRoutes } from './public/rating-routes.js';
import { healthRoutes } from './system/health.js';
import { jobRoutes } from './system/job-routes.js';
import { telegramBotRoutes } from './telegram/telegram-bot-routes.js';
import { accountRoutes } from './users/account-routes.js';
import { clusterCabinetRoutes } from './clusters/cluster-cabinet-routes.js';
import { eventCabinetRoutes } from './events/event-cabinet-routes.js';
import { geoRoutes } from './geo/geo-routes.js';
import { newsAdminRoutes } from './news/news-admin-routes.js';
import { organizerAdminRoutes } from './organizers/organizer-admin-routes.js';
import { weatherRoutes } from './weather/weather-routes.js';

/** Every area's routes, registered in one place. */
export const registerRoutes = async (app: FastifyInstance): Promise<void> => {
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(userAdminRoutes);
  await app.register(protocolUploadRoutes);
  await app.register(protocolReadRoutes);
  await app.register(ratingRoutes);
  await app.register(participantReadRoutes);
  await app.register(configRoutes);
  await app.register(jobRoutes);
  await app.register(externalSystemRoutes);
  await app.register(telegramBotRoutes);
  await app.register(organizerAdminRoutes);
  await app.register(eventCabinetRoutes);
  await app.register(geoRoutes);
  await app.register(weatherRoutes);
  await app.register(clusterCabinetRoutes);
  await app.register(newsAdminRoutes);
};
