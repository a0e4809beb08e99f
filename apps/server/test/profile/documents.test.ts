import { describe, expect, it } from 'vitest';
import { lastMailTo } from '../helpers/outbox.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import {
  blobCount,
  buildProfileWorld,
  editDocuments,
  fileRows,
  JPEG_BYTES,
  notificationsOf,
  participantRow,
  profileAs,
  setDocumentStatus,
  upload,
  uploadDocument,
  type ProfileWorld,
} from './profile-helpers.js';

const NO_DOCUMENTS = {
  medicalCertificateFileId: null,
  medicalCertificateStartDate: null,
  medicalCertificateEndDate: null,
  medicalCertificateStatus: 'undefined',
  medicalCertificateRejectReason: null,
  insurancePolicyFileId: null,
  insurancePolicyStartDate: null,
  insurancePolicyEndDate: null,
  insurancePolicyStatus: 'undefined',
  insurancePolicyRejectReason: null,
};

/** The owner uploads both documents and saves them with their periods. */
const submitBoth = async (app: TestApp, world: ProfileWorld) => {
  const medical = await uploadDocument(app, world.headers.owner, 'справка.pdf');
  const insurance = await uploadDocument(app, world.headers.owner, 'полис.pdf');
  const response = await editDocuments(app, world.headers.owner, {
    participantId: world.participantId,
    medicalCertificateFileId: medical,
    medicalCertificateStartDate: '2025-03-01',
    medicalCertificateEndDate: '2026-02-28T00:00:00Z',
    insurancePolicyFileId: insurance,
    insurancePolicyStartDate: '2025-01-01T00:00:00Z',
    insurancePolicyEndDate: '2025-12-31',
  });
  expect(response.statusCode).toBe(200);
  return { medical, insurance, response };
};

describe('participant documents', () => {
  const t = useTestApp();

  describe('the flow: upload → edit-documents → administrator decides → the owner sees it', () => {
    it('puts new documents under consideration and tells the administrators', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const { medical, insurance, response } = await submitBoth(app, world);
      expect(response.json()).toEqual({
        medicalCertificateFileId: medical,
        medicalCertificateStartDate: '2025-03-01T00:00:00Z',
        medicalCertificateEndDate: '2026-02-28T00:00:00Z',
        medicalCertificateStatus: 'underConsideration',
        medicalCertificateRejectReason: null,
        insurancePolicyFileId: insurance,
        insurancePolicyStartDate: '2025-01-01T00:00:00Z',
        insurancePolicyEndDate: '2025-12-31T00:00:00Z',
        insurancePolicyStatus: 'underConsideration',
        insurancePolicyRejectReason: null,
      });
      expect(await notificationsOf(app)).toEqual([
        expect.objectContaining({
          notificationType: 'documentsReceivedForVerification',
          userId: null,
          participantId: world.participantId,
          subject: 'Документы на проверку: Смирнова Анна',
          body: 'Документы участника Смирнова Анна ждут проверки: медицинская справка, страховой полис.',
          hasBeenRead: false,
        }),
      ]);
      const listed = await app.app.inject({
        method: 'POST',
        url: '/v1/Admin/paged-notifications',
        headers: world.headers.admin,
        payload: { notificationTypes: ['documentsReceivedForVerification'], page: 1, size: 10 },
      });
      expect(listed.json()).toMatchObject({ totalCount: 1, items: [{ participantId: world.participantId }] });
    });

    it('lets an administrator approve one and reject the other with a reason; the owner sees both', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      await submitBoth(app, world);
      const decided = await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
        medicalCertificateStatus: 'approved',
        insurancePolicyStatus: 'rejected',
        insurancePolicyRejectReason: '  Полис просрочен  ',
      });
      expect(decided.statusCode).toBe(200);
      expect(decided.json()).toMatchObject({
        medicalCertificateStatus: 'approved',
        medicalCertificateRejectReason: null,
        insurancePolicyStatus: 'rejected',
        insurancePolicyRejectReason: 'Полис просрочен',
      });
      const seen = await profileAs(app, world.headers.owner, world.participantId);
      expect(seen.documents).toMatchObject({
        medicalCertificateStatus: 'approved',
        insurancePolicyStatus: 'rejected',
        insurancePolicyRejectReason: 'Полис просрочен',
      });
    });

    it('notifies the rider and mails them, with the statuses in Russian and a link to the profile', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      await submitBoth(app, world);
      await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
        medicalCertificateStatus: 'approved',
        insurancePolicyStatus: 'rejected',
        insurancePolicyRejectReason: 'Полис просрочен',
      });
      const riderNotes = (await notificationsOf(app)).filter((n) => n.userId === world.userIds.owner);
      expect(riderNotes).toEqual([
        expect.objectContaining({
          notificationType: 'documentsChangedStatus',
          participantId: world.participantId,
          subject: 'Статус ваших документов изменён',
          body: 'Медицинская справка: «Одобрено».\nСтраховой полис: «Отклонено». Причина: Полис просрочен',
        }),
      ]);
      const mail = await lastMailTo(app.db, 'anna@example.test');
      expect(mail).toMatchObject({ template: 'document-status', subject: 'Статус ваших документов изменён' });
      expect(mail!.textBody).toContain('Здравствуйте, Анна!');
      expect(mail!.textBody).toContain('Страховой полис: «Отклонено». Причина: Полис просрочен');
      expect(mail!.textBody).toContain(`http://portal.test/rating/details/${world.participantId}`);
      expect(mail!.htmlBody).toContain('Медицинская справка: «Одобрено».');
    });

    it('marks the administrators’ notification processed once nothing waits for a check', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      await submitBoth(app, world);
      await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
        medicalCertificateStatus: 'approved',
      });
      const received = () =>
        notificationsOf(app).then((all) =>
          all.find((n) => n.notificationType === 'documentsReceivedForVerification')!,
        );
      expect((await received()).processedDate).toBeNull();
      await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
        insurancePolicyStatus: 'approved',
      });
      expect((await received()).processedDate).toBeInstanceOf(Date);
    });

    it('sends a rejected document back under consideration when the owner uploads a new file', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const { insurance } = await submitBoth(app, world);
      await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
        insurancePolicyStatus: 'rejected',
        insurancePolicyRejectReason: 'Нечитаемый скан',
      });
      const blobs = blobCount(app);
      const replacement = await uploadDocument(app, world.headers.owner, 'полис-2.jpg', JPEG_BYTES);
      const response = await editDocuments(app, world.headers.owner, {
        participantId: world.participantId,
        insurancePolicyFileId: replacement,
        insurancePolicyStartDate: '2025-01-01',
        insurancePolicyEndDate: '2025-12-31',
      });
      expect(response.json()).toMatchObject({
        medicalCertificateStatus: 'underConsideration',
        insurancePolicyFileId: replacement,
        insurancePolicyStatus: 'underConsideration',
        insurancePolicyRejectReason: null,
      });
      // The replaced file is gone, record and bytes.
      expect((await fileRows(app)).map((f) => f.id)).not.toContain(insurance);
      expect(blobCount(app)).toBe(blobs);
      const arrivals = (await notificationsOf(app)).filter(
        (n) => n.notificationType === 'documentsReceivedForVerification',
      );
      expect(arrivals.map((n) => n.body)).toEqual([
        'Документы участника Смирнова Анна ждут проверки: медицинская справка, страховой полис.',
        'Документы участника Смирнова Анна ждут проверки: страховой полис.',
      ]);
    });

    it('keeps an approved document approved when it is saved again unchanged, and re-checks new dates', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const { medical } = await submitBoth(app, world);
      await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
        medicalCertificateStatus: 'approved',
      });
      const notesBefore = (await notificationsOf(app)).length;
      const same = await editDocuments(app, world.headers.owner, {
        participantId: world.participantId,
        medicalCertificateFileId: medical,
        medicalCertificateStartDate: '2025-03-01T00:00:00Z',
        medicalCertificateEndDate: '2026-02-28',
      });
      expect(same.json().medicalCertificateStatus).toBe('approved');
      expect(await notificationsOf(app)).toHaveLength(notesBefore);
      const newDates = await editDocuments(app, world.headers.owner, {
        participantId: world.participantId,
        medicalCertificateFileId: medical,
        medicalCertificateStartDate: '2025-03-01',
        medicalCertificateEndDate: '2027-02-28',
      });
      expect(newDates.json()).toMatchObject({
        medicalCertificateStatus: 'underConsideration',
        medicalCertificateEndDate: '2027-02-28T00:00:00Z',
      });
      expect(await notificationsOf(app)).toHaveLength(notesBefore + 1);
    });
  });

  describe('deletion', () => {
    it('clears the file, both dates, the status and the reason, and deletes the file', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const { medical, insurance } = await submitBoth(app, world);
      await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
        medicalCertificateStatus: 'rejected',
        medicalCertificateRejectReason: 'Нет печати',
      });
      const blobs = blobCount(app);
      const response = await editDocuments(app, world.headers.owner, {
        participantId: world.participantId,
        medicalCertificateFileId: null,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        medicalCertificateFileId: null,
        medicalCertificateStartDate: null,
        medicalCertificateEndDate: null,
        medicalCertificateStatus: 'undefined',
        medicalCertificateRejectReason: null,
        insurancePolicyFileId: insurance,
        insurancePolicyStatus: 'underConsideration',
      });
      expect((await fileRows(app)).map((f) => f.id)).toEqual([insurance]);
      expect(blobCount(app)).toBe(blobs - 1);
      const gone = await app.app.inject({
        method: 'GET',
        url: `/v1/File/${medical}`,
        headers: world.headers.owner,
      });
      expect(gone.statusCode).toBe(404);
    });

    it('deletes both documents at once (null ids, with the dates sent null or empty)', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      await submitBoth(app, world);
      const response = await editDocuments(app, world.headers.owner, {
        participantId: world.participantId,
        medicalCertificateFileId: null,
        medicalCertificateStartDate: null,
        medicalCertificateEndDate: null,
        insurancePolicyFileId: '',
        insurancePolicyStartDate: '',
        insurancePolicyEndDate: '',
      });
      expect(response.json()).toEqual(NO_DOCUMENTS);
      expect(await fileRows(app)).toEqual([]);
    });
  });

  describe('the owner’s form rules (§5), with their exact texts', () => {
    it.each([
      [
        'a file without dates',
        { medicalCertificateFileId: 'FILE' },
        'Введите период действия медицинской справки',
      ],
      [
        'a file with one date',
        { insurancePolicyFileId: 'FILE', insurancePolicyStartDate: '2025-01-01' },
        'Введите период действия страхового полиса',
      ],
      [
        'dates without a file',
        { medicalCertificateStartDate: '2025-01-01', medicalCertificateEndDate: '2025-12-31' },
        'Выберите файл для медицинской справки',
      ],
      [
        'dates with a null file',
        { insurancePolicyFileId: null, insurancePolicyEndDate: '2025-12-31' },
        'Выберите файл для страхового полиса',
      ],
      [
        'an end before the start',
        {
          medicalCertificateFileId: 'FILE',
          medicalCertificateStartDate: '2025-06-01',
          medicalCertificateEndDate: '2025-05-31',
        },
        'Дата окончания действия медицинской справки не может быть раньше даты начала',
      ],
    ])('refuses %s with 400 and saves nothing', async (_, fields, message) => {
      const app = t();
      const world = await buildProfileWorld(app);
      const file = await uploadDocument(app, world.headers.owner);
      const body = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, value === 'FILE' ? file : value]),
      );
      const response = await editDocuments(app, world.headers.owner, {
        participantId: world.participantId,
        ...body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().Error).toBe(message);
      expect(await participantRow(app, world.participantId)).toMatchObject({
        medicalCertificateFileId: null,
        insurancePolicyFileId: null,
      });
      expect(await notificationsOf(app)).toEqual([]);
    });

    it('refuses malformed ids and days, naming the field', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const badId = await editDocuments(app, world.headers.owner, {
        participantId: world.participantId,
        medicalCertificateFileId: 'справка.pdf',
      });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().Error).toContain('Поле «файл медицинской справки»');
      const badDay = await editDocuments(app, world.headers.owner, {
        participantId: world.participantId,
        medicalCertificateFileId: await uploadDocument(app, world.headers.owner),
        medicalCertificateStartDate: '01/03/25',
        medicalCertificateEndDate: '2025-02-30',
      });
      expect(badDay.statusCode).toBe(400);
      expect(badDay.json().Errors).toEqual([
        expect.stringContaining(
          'Поле «начало действия медицинской справки»: ожидается дата в формате ГГГГ-ММ-ДД',
        ),
        expect.stringContaining('Поле «окончание действия медицинской справки»: такой даты нет в календаре'),
      ]);
    });

    it('accepts only the caller’s own uploads of kind document', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const othersFile = await uploadDocument(app, world.headers.other);
      const photo = (await upload(app, world.headers.owner, JPEG_BYTES, 'me.jpg', 'photo')).json().id;
      for (const fileId of [othersFile, photo, '00000000-0000-4000-8000-000000000000']) {
        const response = await editDocuments(app, world.headers.owner, {
          participantId: world.participantId,
          medicalCertificateFileId: fileId,
          medicalCertificateStartDate: '2025-01-01',
          medicalCertificateEndDate: '2025-12-31',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().Error).toBe(
          'Файл медицинской справки не найден среди ваших загруженных документов: загрузите его заново',
        );
      }
      expect((await participantRow(app, world.participantId)).medicalCertificateFileId).toBeNull();
    });

    it('refuses one file for both documents', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const { medical } = await submitBoth(app, world);
      const response = await editDocuments(app, world.headers.owner, {
        participantId: world.participantId,
        insurancePolicyFileId: medical,
        insurancePolicyStartDate: '2025-01-01',
        insurancePolicyEndDate: '2025-12-31',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().Error).toBe('Медицинская справка и страховой полис должны быть разными файлами');
    });

    it('lets the owner swap the two files (nothing is deleted)', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const { medical, insurance } = await submitBoth(app, world);
      const response = await editDocuments(app, world.headers.owner, {
        participantId: world.participantId,
        medicalCertificateFileId: insurance,
        medicalCertificateStartDate: '2025-01-01',
        medicalCertificateEndDate: '2025-12-31',
        insurancePolicyFileId: medical,
        insurancePolicyStartDate: '2025-01-01',
        insurancePolicyEndDate: '2025-12-31',
      });
      expect(response.json()).toMatchObject({
        medicalCertificateFileId: insurance,
        insurancePolicyFileId: medical,
      });
      expect(await fileRows(app)).toHaveLength(2);
    });

    it('leaves a document left out of the request as it is', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const { insurance } = await submitBoth(app, world);
      const response = await editDocuments(app, world.headers.owner, {
        participantId: world.participantId,
        medicalCertificateFileId: null,
      });
      expect(response.json()).toMatchObject({
        insurancePolicyFileId: insurance,
        insurancePolicyEndDate: '2025-12-31T00:00:00Z',
      });
    });
  });

  describe('the administrator’s status rules', () => {
    it('needs a reason to reject, and sets statuses only on uploaded documents', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const noReason = await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
        medicalCertificateStatus: 'rejected',
        medicalCertificateRejectReason: '   ',
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().Errors).toEqual([
        'Укажите причину отклонения медицинской справки',
        'Медицинская справка: документ не загружен, статус ставится только загруженному документу',
      ]);
      const missing = await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
        insurancePolicyStatus: 'approved',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().Error).toBe(
        'Страховой полис: документ не загружен, статус ставится только загруженному документу',
      );
      expect(await notificationsOf(app)).toEqual([]);
    });

    it('refuses a request without any status, and the status «no document»', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      await submitBoth(app, world);
      const nothing = await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
      });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().Error).toBe('Укажите статус медицинской справки или страхового полиса');
      const undefinedStatus = await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
        medicalCertificateStatus: 'undefined',
      });
      expect(undefinedStatus.statusCode).toBe(400);
      expect(undefinedStatus.json().Error).toBe(
        'Медицинская справка: статус «Нет документа» не ставится, документ удаляет сам участник',
      );
    });

    it('treats a status equal to the current one as no change (no notification, no mail)', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      await submitBoth(app, world);
      const response = await setDocumentStatus(app, world.headers.admin, {
        participantId: world.participantId,
        medicalCertificateStatus: 'underConsideration',
        insurancePolicyStatus: 'underConsideration',
      });
      expect(response.statusCode).toBe(200);
      expect((await notificationsOf(app)).map((n) => n.notificationType)).toEqual([
        'documentsReceivedForVerification',
      ]);
      expect(await lastMailTo(app.db, 'anna@example.test')).toBeNull();
    });

    it('answers 404 for a participant that does not exist', async () => {
      const app = t();
      const world = await buildProfileWorld(app);
      const response = await setDocumentStatus(app, world.headers.admin, {
        participantId: 999999,
        medicalCertificateStatus: 'approved',
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
