import { z } from 'zod';

// The administration cabinet's navigation (issue 42): what waits in each queue, in one call.

/**
 * GET /v1/Admin/cabinet-summary (beyond the catalogue, administrators): the waiting count of each
 * queue view: accounts to confirm, riders whose documents wait, unread notifications, feedback
 * without an answer, partner packages that failed.
 */
export const cabinetSummarySchema = z.object({
  waitingUsers: z.int32(),
  waitingDocuments: z.int32(),
  unreadNotifications: z.int32(),
  newFeedback: z.int32(),
  failedImports: z.int32(),
});
export type CabinetSummary = z.infer<typeof cabinetSummarySchema>;
