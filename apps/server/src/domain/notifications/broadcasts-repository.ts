import { desc, eq } from 'drizzle-orm';
import type { BroadcastKind } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { notificationBroadcasts, users } from '../../db/schema/index.js';

export type BroadcastRunRow = {
  kind: string;
  sentOn: Date;
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  year: number | null;
  notifications: number;
  alreadyNotified: number;
};

export const insertBroadcastRun = async (
  executor: Executor,
  run: {
    kind: BroadcastKind;
    userId: number | null;
    year?: number | null;
    notifications: number;
    alreadyNotified: number;
  },
): Promise<void> => {
  await executor.insert(notificationBroadcasts).values({ ...run, year: run.year ?? null });
};

/** The last run of each broadcast kind, with the name of the account that started it. */
export const selectLastBroadcastRuns = (executor: Executor): Promise<BroadcastRunRow[]> =>
  executor
    .selectDistinctOn([notificationBroadcasts.kind], {
      kind: notificationBroadcasts.kind,
      sentOn: notificationBroadcasts.sentOn,
      userId: notificationBroadcasts.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      year: notificationBroadcasts.year,
      notifications: notificationBroadcasts.notifications,
      alreadyNotified: notificationBroadcasts.alreadyNotified,
    })
    .from(notificationBroadcasts)
    .leftJoin(users, eq(users.id, notificationBroadcasts.userId))
    .orderBy(
      notificationBroadcasts.kind,
      desc(notificationBroadcasts.sentOn),
      desc(notificationBroadcasts.id),
    );
