import type { DocumentQueueItem } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { pageWindow } from '../../lib/paging.js';
import { countQueuedRiders, queuedRiders, type QueuedRider } from './document-queue-repository.js';

const day = (value: string | null) => (value ? `${value}T00:00:00Z` : null);

/** One document of a queued rider; expired when its validity ended before `today` (YYYY-MM-DD). */
const documentOf = (
  fileId: string | null,
  startDate: string | null,
  endDate: string | null,
  status: QueuedRider['medicalCertificateStatus'],
  rejectReason: string | null,
  today: string,
) => ({
  fileId,
  startDate: day(startDate),
  endDate: day(endDate),
  status,
  rejectReason,
  isExpired: endDate !== null && endDate < today,
});

export const presentQueuedRider = (rider: QueuedRider, today: string): DocumentQueueItem => ({
  participantId: rider.id,
  lastName: rider.lastName,
  firstName: rider.firstName,
  yearOfBirth: rider.yearOfBirth,
  userId: rider.userId,
  userEmail: rider.userEmail,
  submittedOn: new Date(rider.submittedOn).toISOString(),
  medicalCertificate: documentOf(
    rider.medicalCertificateFileId,
    rider.medicalCertificateStartDate,
    rider.medicalCertificateEndDate,
    rider.medicalCertificateStatus,
    rider.medicalCertificateRejectReason,
    today,
  ),
  insurancePolicy: documentOf(
    rider.insurancePolicyFileId,
    rider.insurancePolicyStartDate,
    rider.insurancePolicyEndDate,
    rider.insurancePolicyStatus,
    rider.insurancePolicyRejectReason,
    today,
  ),
});

/** POST /v1/Admin/paged-document-queue: riders whose documents are under consideration, oldest first. */
export const listDocumentQueue = async (ctx: AppContext, paging: { page: number; size: number }) => {
  const db = ctx.database.db;
  const today = new Date().toISOString().slice(0, 10);
  const [riders, totalCount] = await Promise.all([
    queuedRiders(db, pageWindow(paging)),
    countQueuedRiders(db),
  ]);
  return { items: riders.map((rider) => presentQueuedRider(rider, today)), totalCount };
};
