import type { Executor } from '../../db/database.js';
import { jobs } from '../../db/schema/index.js';

/** The job that delivers one notification to its user (delivery.ts registers its handler). */
export const DELIVERY_JOB = 'notifications.deliver';

/** Tries of one delivery before it is given up (the job queue backs off between them). */
export const DELIVERY_ATTEMPTS = 5;

export type DeliveryChannel = 'email' | 'messenger';
export const ALL_CHANNELS: DeliveryChannel[] = ['email', 'messenger'];

export type DeliveryPayload = { notificationId: number; channels: DeliveryChannel[] };

/**
 * Queues the delivery of a notification in the caller's transaction: the job runs once the
 * notification is committed, and a rolled-back event queues nothing.
 */
export const queueDelivery = async (
  executor: Executor,
  notificationId: number,
  channels: DeliveryChannel[] = ALL_CHANNELS,
): Promise<void> => {
  const payload: DeliveryPayload = { notificationId, channels };
  await executor.insert(jobs).values({ type: DELIVERY_JOB, payload, maxAttempts: DELIVERY_ATTEMPTS });
};
