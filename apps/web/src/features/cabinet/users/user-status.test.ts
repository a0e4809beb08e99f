import { describe, expect, it } from 'vitest';
import { asksToOrganize, roleRequestText, userStatus } from './user-status';

// How the users table reads an account (issue 14).

const request = {
  id: 1,
  roleName: 'Organizer' as const,
  organizerName: 'Клуб «Старт»',
  comment: '',
  status: 'review' as const,
  firstName: '',
  lastName: '',
  middleName: '',
  email: '',
  createdOn: '',
  updatedOn: '',
};

describe('users table', () => {
  it('names the state, blocked before rejected before confirmed', () => {
    expect(userStatus({ isConfirmed: true, isBlocked: true, isRejected: false }).label).toBe('Заблокирован');
    expect(userStatus({ isConfirmed: false, isBlocked: false, isRejected: true }).label).toBe('Отклонен');
    expect(userStatus({ isConfirmed: true, isBlocked: false, isRejected: false }).label).toBe('Подтвержден');
    expect(userStatus({ isConfirmed: false, isBlocked: false, isRejected: false }).label).toBe(
      'Ждет подтверждения',
    );
  });

  it('reads a role request in a line', () => {
    expect(roleRequestText(request)).toBe('организатор «Клуб «Старт»», на рассмотрении');
    expect(roleRequestText(null)).toBeNull();
  });

  it('binds an organizer only for a waiting organizer request', () => {
    expect(asksToOrganize({ isConfirmed: false, addRoleRequest: request })).toBe(true);
    // A confirmed rider asking to organize is bound too; once decided, nothing is left to bind.
    expect(asksToOrganize({ isConfirmed: true, addRoleRequest: request })).toBe(true);
    expect(asksToOrganize({ isConfirmed: true, addRoleRequest: { ...request, status: 'rejected' } })).toBe(
      false,
    );
    expect(asksToOrganize({ isConfirmed: true, addRoleRequest: { ...request, status: 'approved' } })).toBe(
      false,
    );
    expect(
      asksToOrganize({ isConfirmed: false, addRoleRequest: { ...request, roleName: 'Participant' } }),
    ).toBe(false);
  });
});
