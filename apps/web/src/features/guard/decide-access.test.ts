import { describe, expect, it } from 'vitest';
import { buildPendingRequest, buildUser } from '@/testing/build-user';
import { ACCESS_RULES } from './access-rules';
import { decideAccess } from './decide-access';

const pendingOrganizer = buildPendingRequest('Organizer');

describe('route guard decisions (spec part 1 §6)', () => {
  it('sends a guest to the sign-in of the first allowed role', () => {
    expect(decideAccess(ACCESS_RULES.admin, null)).toEqual({ kind: 'wrongRole', signInPath: '/auth/admin' });
    expect(decideAccess(ACCESS_RULES.organizer, null)).toEqual({
      kind: 'wrongRole',
      signInPath: '/auth/organizer',
    });
    expect(decideAccess(ACCESS_RULES.protocolUpload, null)).toEqual({
      kind: 'wrongRole',
      signInPath: '/auth/organizer',
    });
  });

  it('keeps a participant (or a user without roles) out of the organizer and admin areas', () => {
    const participant = buildUser({ roleNames: ['Participant'] });
    expect(decideAccess(ACCESS_RULES.organizer, participant).kind).toBe('wrongRole');
    expect(decideAccess(ACCESS_RULES.admin, buildUser()).kind).toBe('wrongRole');
  });

  it('lets an organizer and an administrator into lk/org; only an administrator into lk/admin', () => {
    const organizer = buildUser({ roleNames: ['Organizer'] });
    const admin = buildUser({ roleNames: ['Admin'] });
    expect(decideAccess(ACCESS_RULES.organizer, organizer)).toEqual({ kind: 'allow' });
    expect(decideAccess(ACCESS_RULES.organizer, admin)).toEqual({ kind: 'allow' });
    expect(decideAccess(ACCESS_RULES.protocolUpload, organizer)).toEqual({ kind: 'allow' });
    expect(decideAccess(ACCESS_RULES.admin, admin)).toEqual({ kind: 'allow' });
    expect(decideAccess(ACCESS_RULES.admin, organizer)).toEqual({
      kind: 'wrongRole',
      signInPath: '/auth/admin',
    });
  });

  it('counts a pending role request as held: lk/org needs no confirmation, the upload does', () => {
    const newcomer = buildUser({
      roleNames: ['Participant'],
      isConfirmed: false,
      addRoleRequest: pendingOrganizer,
    });
    expect(decideAccess(ACCESS_RULES.organizer, newcomer)).toEqual({ kind: 'allow' });
    expect(decideAccess(ACCESS_RULES.protocolUpload, newcomer)).toEqual({ kind: 'notConfirmed' });
    const rejected = buildUser({
      roleNames: ['Participant'],
      addRoleRequest: { ...pendingOrganizer, status: 'rejected' },
    });
    expect(decideAccess(ACCESS_RULES.organizer, rejected).kind).toBe('wrongRole');
  });

  it('keeps an unconfirmed administrator out of lk/admin', () => {
    const admin = buildUser({ roleNames: ['Admin'], isConfirmed: false });
    expect(decideAccess(ACCESS_RULES.admin, admin)).toEqual({ kind: 'notConfirmed' });
  });
});
