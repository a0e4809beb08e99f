import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildAccount } from '../helpers/actors.js';
import { buildParticipant } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { buildPartnerWorld, KEY_A, packageFor, PARTNER_ENV } from '../integration-api/partner-world.js';

// The administration cabinet's navigation (issue 42): one call says what waits in each queue.

const SUMMARY = '/v1/Admin/cabinet-summary';

const summary = async (app: TestApp, headers: Record<string, string>) => {
  const response = await app.app.inject({ method: 'GET', url: SUMMARY, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the cabinet summary', () => {
  const t1 = useTestApp({ env: PARTNER_ENV });

  it('answers 401 to a guest and 403 to an organizer', async () => {
    const app = t1();
    const world = await buildPartnerWorld(app);
    expect((await app.app.inject({ method: 'GET', url: SUMMARY })).statusCode).toBe(401);
    const organizer = await app.app.inject({ method: 'GET', url: SUMMARY, headers: world.organizerHeaders });
    expect(organizer.statusCode).toBe(403);
  });

  it('counts each queue: accounts to confirm, documents, unread notifications, new feedback, failed imports', async () => {
    const app = t1();
    const world = await buildPartnerWorld(app);
    expect(await summary(app, world.adminHeaders)).toEqual({
      waitingUsers: 0,
      waitingDocuments: 0,
      unreadNotifications: 0,
      newFeedback: 0,
      failedImports: 0,
    });

    await buildAccount(app.db, { roles: ['Participant'], isConfirmed: false });
    await buildAccount(app.db, { roles: ['Participant'], isConfirmed: false, isRejected: true });
    await buildParticipant(app.db, { medicalCertificateStatus: 'underConsideration' });
    await buildParticipant(app.db, { medicalCertificateStatus: 'approved' });
    await app.db.insert(t.notifications).values([
      { notificationType: 'documentsReceivedForVerification', subject: 'Новое' },
      { notificationType: 'documentsReceivedForVerification', subject: 'Прочитано', hasBeenRead: true },
    ]);
    await app.app.inject({
      method: 'POST',
      url: '/v1/Feedback',
      payload: { name: 'Иван', email: 'ivan@example.org', text: 'Ошибка в протоколе', page: '' },
    });
    // A package whose second rider has no gender in a category for both: it fails at validation.
    const pushed = await app.app.inject({
      method: 'POST',
      url: '/integration-api/Tdk/import-package',
      headers: { 'x-api-key': KEY_A },
      payload: packageFor(world, {
        packageId: 'fails',
        clusterAgeCategoryId: world.clusterA.categories[1]!.id,
        rows: [
          { place: 1, lastName: 'Петров', firstName: 'Пётр', yearOfBirth: 1980, gender: 'male' },
          { place: 2, lastName: 'Орлова', firstName: 'Анна', yearOfBirth: 1985 },
        ],
      }),
    });
    expect(pushed.statusCode).toBe(202);
    await app.ctx.jobRunner.drain();

    expect(await summary(app, world.adminHeaders)).toEqual({
      waitingUsers: 1,
      waitingDocuments: 1,
      unreadNotifications: 1,
      newFeedback: 1,
      failedImports: 1,
    });
  });
});
