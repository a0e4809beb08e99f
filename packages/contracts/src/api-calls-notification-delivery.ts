import type { Json, JsonOf, NoRequest } from './api-call-types.js';
import type {
  notificationBroadcastResponseSchema,
  notificationSettingsSchema,
  updateNotificationSettingsSchema,
  yearResultsNotificationsRequestSchema,
} from './notification-delivery.js';

/** The rider's notification channels and the administrators' broadcasts (issue 18). */
export type NotificationDeliveryCalls = {
  'GET /v1/User/notification-settings': {
    request: NoRequest;
    response: Json<typeof notificationSettingsSchema>;
  };
  'PATCH /v1/User/notification-settings': {
    request: { body: JsonOf<typeof updateNotificationSettingsSchema> };
    response: Json<typeof notificationSettingsSchema>;
  };
  'POST /v1/Notification/participants-year-results-email-notifications': {
    request: { body: JsonOf<typeof yearResultsNotificationsRequestSchema> };
    response: Json<typeof notificationBroadcastResponseSchema>;
  };
  'PATCH /v1/Notification/send-closest-events-notification': {
    request: NoRequest;
    response: Json<typeof notificationBroadcastResponseSchema>;
  };
  'PATCH /v1/Notification/send-closest-events-notifications-to-tg-subscribers': {
    request: NoRequest;
    response: Json<typeof notificationBroadcastResponseSchema>;
  };
};
