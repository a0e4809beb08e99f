import type { Executor } from '../../db/database.js';
import { insertJob } from '../../infra/jobs/job-queue.js';
import type { JobPayload } from '../../infra/jobs/job-types.js';

/** The job that delivers one notification to its user (delivery.ts holds its handler). */
export const DELIVERY_JOB = 'notifications.deliver';

/** Tries of one delivery before it is given up (the job queue backs off between them). */
export const DELIVERY_ATTEMPTS = 5;

export type DeliveryPayload = JobPayload<typeof DELIVERY_JOB>;
export type DeliveryChannel = DeliveryPayload['channels'][number];
export const ALL_CHANNELS: DeliveryChannel[] = ['email', 'messenger'];

/**
 * Queues the delivery of a notification in the caller's transaction: the job runs once the
 * notification is committed, and a rolled-back event queues nothing.
 */
export const queueDelivery = async (
  executor: Executor,
  notificationId: number,
  channels: DeliveryChannel[] = ALL_CHANNELS,
): Promise<void> => {
  await insertJob(executor, DELIVERY_JOB, { notificationId, channels }, { maxAttempts: DELIVERY_ATTEMPTS });
};
