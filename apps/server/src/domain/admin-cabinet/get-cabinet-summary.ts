import type { CabinetSummary } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { countUnconfirmedUsers } from '../admin-users/list-users.js';
import { countQueuedRiders } from '../documents/document-queue-repository.js';
import { countNewFeedback } from '../feedback/feedback-repository.js';
import { countFailedSagas } from '../integration/integration-sagas-repository.js';
import { countUnreadNotifications } from '../notifications/admin-notifications.js';

/**
 * GET /v1/Admin/cabinet-summary: what waits in each queue of the administration cabinet, for its
 * navigation: one call instead of one per view.
 */
export const getCabinetSummary = async (ctx: AppContext, admin: AuthUser): Promise<CabinetSummary> => {
  const db = ctx.database.db;
  const [waitingUsers, waitingDocuments, unreadNotifications, newFeedback, failedImports] = await Promise.all(
    [
      countUnconfirmedUsers(ctx),
      countQueuedRiders(db),
      countUnreadNotifications(db, admin),
      countNewFeedback(db),
      countFailedSagas(db),
    ],
  );
  return { waitingUsers, waitingDocuments, unreadNotifications, newFeedback, failedImports };
};
