import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO } from './auth';
import { apiSignIn, bearer } from './profile';
import { moscowDay } from './seasons';

/** A 2×2 PNG, as a scanned document. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** A new confirmed rider, whose claim of a new profile was approved, who has sent a medical certificate for verification. */
export const riderWithCertificate = async (request: APIRequestContext, email: string, lastName: string) => {
  const password = 'Velo123!';
  expect(
    (
      await request.post('/v1/User/register', {
        data: { email, password, firstName: 'Документ', lastName, roleType: 'Participant' },
      })
    ).ok(),
  ).toBe(true);
  const admin = await apiSignIn(request, DEMO.admin, 'Admin');
  const users = await request.post('/v1/Admin/paged-users', {
    headers: bearer(admin),
    data: { searchText: email, page: 1, size: 1 },
  });
  const userId = ((await users.json()) as { items: { id: number }[] }).items[0]!.id;
  expect((await request.get(`/v1/Admin/confirm-user/${userId}`, { headers: bearer(admin) })).ok()).toBe(true);
  const rider = await apiSignIn(request, { email, password });
  // A confirmation links no rider (issue 34): the rider claims a new profile, the administrator approves.
  const claim = await request.post('/v1/ParticipantClaim', {
    headers: bearer(rider),
    multipart: { isNewRider: 'true' },
  });
  expect(claim.ok(), await claim.text()).toBe(true);
  const claimId = ((await claim.json()) as { id: number }).id;
  const approved = await request.post(`/v1/Admin/participant-claims/${claimId}/approve`, {
    headers: bearer(admin),
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const current = await request.get('/v1/User/get-current', { headers: bearer(rider) });
  const { participantId } = (await current.json()) as { participantId: number };
  const file = await request.post('/v1/File', {
    headers: bearer(rider),
    multipart: { kind: 'document', file: { name: 'certificate.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(file.ok(), await file.text()).toBe(true);
  const { id } = (await file.json()) as { id: string };
  const sent = await request.post('/v1/Participant/edit-documents', {
    headers: bearer(rider),
    data: {
      participantId,
      medicalCertificateFileId: id,
      medicalCertificateStartDate: moscowDay(-10),
      medicalCertificateEndDate: moscowDay(355),
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return participantId;
};
