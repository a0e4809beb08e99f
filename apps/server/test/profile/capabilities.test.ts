import { describe, expect, it } from 'vitest';
import { buildAccount, bearer, tokenFor } from '../helpers/actors.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import {
  buildProfileWorld,
  editDocuments,
  editProfile,
  field,
  participantRow,
  profileAs,
  setDocumentStatus,
  uploadDocument,
  type ProfileWorld,
} from './profile-helpers.js';

/**
 * The capability table of part 2 §6, server side, row by row: who may edit a profile, the Strava
 * field, the documents, and their status. Each caller acts on the owner's profile.
 */
type Caller = keyof ProfileWorld['headers'];
type Expectation = 200 | 401 | 403;

const expectations: Record<string, Record<Caller, Expectation>> = {
  'edit profile': { owner: 200, other: 403, guest: 401, organizer: 403, admin: 200 },
  'edit Strava field': { owner: 403, other: 403, guest: 401, organizer: 403, admin: 200 },
  'upload/delete/date documents': { owner: 200, other: 403, guest: 401, organizer: 403, admin: 403 },
  'set document status and comment': { owner: 403, other: 403, guest: 401, organizer: 403, admin: 200 },
};

const CALLERS: Caller[] = ['owner', 'other', 'guest', 'organizer', 'admin'];

/** Performs a capability as a caller; answers the status and the error text. */
const attempt = async (app: TestApp, world: ProfileWorld, capability: string, caller: Caller) => {
  const headers = world.headers[caller];
  const id = world.participantId;
  let response;
  if (capability === 'edit profile') {
    response = await editProfile(app, headers, [field('id', id), field('club', `Клуб ${caller}`)]);
  } else if (capability === 'edit Strava field') {
    response = await editProfile(app, headers, [field('id', id), field('strava', '777')]);
  } else if (capability === 'upload/delete/date documents') {
    // The caller's own upload (a guest cannot upload: it names a file of the owner's instead).
    const fileId = await uploadDocument(app, caller === 'guest' ? world.headers.owner : headers);
    response = await editDocuments(app, headers, {
      participantId: id,
      medicalCertificateFileId: fileId,
      medicalCertificateStartDate: '2025-01-01',
      medicalCertificateEndDate: '2025-12-31',
    });
  } else {
    const fileId = await uploadDocument(app, world.headers.owner);
    await editDocuments(app, world.headers.owner, {
      participantId: id,
      medicalCertificateFileId: fileId,
      medicalCertificateStartDate: '2025-01-01',
      medicalCertificateEndDate: '2025-12-31',
    });
    response = await setDocumentStatus(app, headers, {
      participantId: id,
      medicalCertificateStatus: 'rejected',
      medicalCertificateRejectReason: 'Нет печати',
    });
  }
  return {
    status: response.statusCode,
    error: response.statusCode === 200 ? '' : (response.json().Error as string),
  };
};

describe('capabilities on a participant profile (part 2 §6)', () => {
  const t = useTestApp();

  for (const [capability, row] of Object.entries(expectations)) {
    for (const caller of CALLERS) {
      const expected = row[caller];
      const verb = expected === 200 ? 'lets' : `refuses (${expected})`;
      it(`${capability}: ${verb} the ${caller}`, async () => {
        const app = t();
        const world = await buildProfileWorld(app);
        const before = await participantRow(app, world.participantId);
        const { status, error } = await attempt(app, world, capability, caller);
        expect(status).toBe(expected);
        if (expected === 200) return;
        const after = await participantRow(app, world.participantId);
        expect({ club: after.club, strava: after.strava }).toEqual({
          club: before.club,
          strava: before.strava,
        });
        if (capability !== 'set document status and comment') {
          expect(after.medicalCertificateFileId).toBeNull();
        } else {
          expect(after.medicalCertificateStatus).toBe('underConsideration');
        }
        // Someone else's record: the refusal says so (the authorization matrix relies on the word).
        if (expected === 403 && capability === 'edit profile') expect(error).toContain('другого');
        if (expected === 403 && capability === 'upload/delete/date documents')
          expect(error).toContain('другого');
      });
    }
  }

  it('lets an administrator who is also a rider edit their own documents', async () => {
    const app = t();
    const admin = await buildAccount(app.db, { roles: ['Admin', 'Participant'], withParticipant: true });
    const headers = bearer(await tokenFor(app, admin.user.id, 'Admin'));
    const fileId = await uploadDocument(app, headers);
    const response = await editDocuments(app, headers, {
      participantId: admin.participant!.id,
      insurancePolicyFileId: fileId,
      insurancePolicyStartDate: '2025-01-01',
      insurancePolicyEndDate: '2025-12-31',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unconfirmed account every call (403), even on its own profile', async () => {
    const app = t();
    const pending = await buildAccount(app.db, {
      isConfirmed: false,
      pendingRole: 'Participant',
      withParticipant: true,
    });
    const headers = bearer(await tokenFor(app, pending.user.id));
    const id = pending.participant!.id;
    expect((await editProfile(app, headers, [field('id', id), field('weight', 70)])).statusCode).toBe(403);
    expect(
      (await editDocuments(app, headers, { participantId: id, medicalCertificateFileId: null })).statusCode,
    ).toBe(403);
  });

  it('shows the documents block data only to the owner and administrators', async () => {
    const app = t();
    const world = await buildProfileWorld(app);
    for (const caller of CALLERS) {
      const profile = await profileAs(app, world.headers[caller], world.participantId);
      const sees = caller === 'owner' || caller === 'admin';
      expect({
        caller,
        canSeeDocuments: profile.canSeeDocuments,
        hasDocuments: profile.documents !== null,
      }).toEqual({
        caller,
        canSeeDocuments: sees,
        hasDocuments: sees,
      });
    }
  });
});
