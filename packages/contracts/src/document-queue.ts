import { z } from 'zod';
import { documentStatusSchema } from './enum-schemas.js';

// The administrators' queue of riders whose documents are under consideration (part 2 §2.7, §6).

/** POST /v1/Admin/paged-document-queue: oldest submission first. */
export const pagedDocumentQueueRequestSchema = z
  .object({
    page: z.int32().min(1).default(1),
    size: z.int32().min(1).max(100).default(10),
  })
  .nullable()
  .optional();

/** One document of a rider: its file, validity days (YYYY-MM-DDT00:00:00Z) and status. */
export const queuedDocumentSchema = z.object({
  fileId: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: documentStatusSchema,
  rejectReason: z.string().nullable(),
  /** The validity ended before today (UTC). */
  isExpired: z.boolean(),
});

export const documentQueueItemSchema = z.object({
  participantId: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  yearOfBirth: z.int32().nullable(),
  userId: z.int32().nullable(),
  userEmail: z.string().nullable(),
  /** When the documents were sent for verification (the oldest pending notice, else the profile's last change). */
  submittedOn: z.string(),
  medicalCertificate: queuedDocumentSchema,
  insurancePolicy: queuedDocumentSchema,
});
export type DocumentQueueItem = z.infer<typeof documentQueueItemSchema>;

export const pagedDocumentQueueResponseSchema = z.object({
  items: z.array(documentQueueItemSchema),
  totalCount: z.int32(),
});
