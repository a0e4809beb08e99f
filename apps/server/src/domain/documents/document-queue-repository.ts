import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DocumentStatus } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import { notifications } from '../../db/schema/index.js';

/** A rider with a document under consideration, and when the documents were sent. */
export type QueuedRider = {
  id: number;
  lastName: string;
  firstName: string;
  yearOfBirth: number | null;
  userId: number | null;
  userEmail: string | null;
  submittedOn: Date;
  medicalCertificateFileId: string | null;
  medicalCertificateStartDate: string | null;
  medicalCertificateEndDate: string | null;
  medicalCertificateStatus: DocumentStatus;
  medicalCertificateRejectReason: string | null;
  insurancePolicyFileId: string | null;
  insurancePolicyStartDate: string | null;
  insurancePolicyEndDate: string | null;
  insurancePolicyStatus: DocumentStatus;
  insurancePolicyRejectReason: string | null;
};

const UNDER_CONSIDERATION = sql`(p.medical_certificate_status = 'underConsideration' or p.insurance_policy_status = 'underConsideration')`;

/**
 * Riders whose documents wait for an administrator, read from the riders' own statuses (not only
 * from notifications, which an administrator may have deleted). The documents were sent when the
 * oldest unprocessed notice about them was made, else when the profile last changed; oldest first.
 */
export const queuedRiders = (executor: Executor, window: { limit: number; offset: number }) =>
  queryRows<QueuedRider>(
    executor,
    sql`select p.id, p.last_name as "lastName", p.first_name as "firstName", p.year_of_birth as "yearOfBirth",
          p.user_id as "userId", u.email as "userEmail", s.submitted_on as "submittedOn",
          p.medical_certificate_file_id as "medicalCertificateFileId",
          p.medical_certificate_start_date::text as "medicalCertificateStartDate",
          p.medical_certificate_end_date::text as "medicalCertificateEndDate",
          p.medical_certificate_status as "medicalCertificateStatus",
          p.medical_certificate_reject_reason as "medicalCertificateRejectReason",
          p.insurance_policy_file_id as "insurancePolicyFileId",
          p.insurance_policy_start_date::text as "insurancePolicyStartDate",
          p.insurance_policy_end_date::text as "insurancePolicyEndDate",
          p.insurance_policy_status as "insurancePolicyStatus",
          p.insurance_policy_reject_reason as "insurancePolicyRejectReason"
        from participants p
        left join users u on u.id = p.user_id
        cross join lateral (
          select coalesce(
            (select min(n.created_on) from notifications n
             where n.participant_id = p.id and n.notification_type = 'documentsReceivedForVerification'
               and n.processed_date is null),
            p.updated_on) as submitted_on
        ) s
        where ${UNDER_CONSIDERATION}
        order by s.submitted_on, p.id
        limit ${window.limit} offset ${window.offset}`,
  );

export const countQueuedRiders = async (executor: Executor): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    executor,
    sql`select count(*)::int as n from participants p where ${UNDER_CONSIDERATION}`,
  );
  return row?.n ?? 0;
};

/** Once nothing of the rider waits for a check, the administrators' 'documents received' notifications are processed. */
export const markReceivedNotificationsProcessed = async (executor: Executor, participantId: number) => {
  await executor
    .update(notifications)
    .set({ processedDate: new Date() })
    .where(
      and(
        eq(notifications.participantId, participantId),
        eq(notifications.notificationType, 'documentsReceivedForVerification'),
        isNull(notifications.userId),
        isNull(notifications.processedDate),
      ),
    );
};
