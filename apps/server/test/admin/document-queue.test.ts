import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildAccount } from '../helpers/actors.js';
import { buildParticipant } from '../helpers/factories.js';
import { useTestApp } from '../helpers/test-app.js';
import { adminSession } from './admin-helpers.js';

describe("the administrators' queue of documents to check", () => {
  const t1 = useTestApp();

  it('lists riders with a document under consideration, oldest submission first, with expired ones flagged', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const late = await buildAccount(app.db, { roles: ['Participant'], withParticipant: true });
    await app.db
      .update(t.participants)
      .set({
        insurancePolicyFileId: null,
        insurancePolicyStatus: 'underConsideration',
        insurancePolicyStartDate: '2024-01-01',
        insurancePolicyEndDate: '2099-12-31',
        updatedOn: new Date('2025-03-01T00:00:00Z'),
      })
      .where(eq(t.participants.id, late.participant!.id));
    const early = await buildParticipant(app.db, {
      medicalCertificateStatus: 'underConsideration',
      medicalCertificateStartDate: '2020-01-01',
      medicalCertificateEndDate: '2020-12-31',
      insurancePolicyStatus: 'approved',
      updatedOn: new Date('2025-06-01T00:00:00Z'),
    });
    // Its notice, older than the profile's last change, dates the submission.
    await app.db.insert(t.notifications).values({
      notificationType: 'documentsReceivedForVerification',
      subject: 'Документы на проверку',
      participantId: early.id,
      createdOn: new Date('2025-01-10T00:00:00Z'),
    });
    await buildParticipant(app.db, { medicalCertificateStatus: 'approved' });

    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-document-queue',
      headers,
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      totalCount: 2,
      items: [
        expect.objectContaining({
          participantId: early.id,
          submittedOn: '2025-01-10T00:00:00.000Z',
          userId: null,
          medicalCertificate: expect.objectContaining({
            status: 'underConsideration',
            endDate: '2020-12-31T00:00:00Z',
            isExpired: true,
          }),
          insurancePolicy: expect.objectContaining({ status: 'approved', isExpired: false }),
        }),
        expect.objectContaining({
          participantId: late.participant!.id,
          userEmail: late.user.email,
          submittedOn: '2025-03-01T00:00:00.000Z',
          insurancePolicy: expect.objectContaining({ status: 'underConsideration', isExpired: false }),
        }),
      ],
    });
  });
});
