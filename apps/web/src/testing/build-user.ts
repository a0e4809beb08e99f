import type { AddRoleRequest, CurrentUser, HeldRole } from '@velo/contracts';

/** A current user for tests: a confirmed account without roles unless overridden. */
export const buildUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  email: 'user@velorating.local',
  firstName: 'Иван',
  lastName: 'Иванов',
  middleName: '',
  phoneNumber: '',
  roles: [],
  roleNames: [],
  isConfirmed: true,
  isEmailConfirmed: true,
  isBlocked: false,
  isRejected: false,
  rejectReason: null,
  isDefaultAdmin: false,
  loginProvider: 'Email',
  providerKey: null,
  registrationDate: '2025-01-01T00:00:00.000Z',
  organizerId: null,
  participantId: null,
  participantInfo: null,
  organizerInfo: null,
  addRoleRequest: null,
  ...overrides,
});

/** A role request under review. */
export const buildPendingRequest = (
  roleName: HeldRole,
  overrides: Partial<AddRoleRequest> = {},
): AddRoleRequest => ({
  id: 3,
  roleName,
  organizerName: roleName === 'Organizer' ? 'Клуб «Новый старт»' : '',
  comment: '',
  status: 'review',
  firstName: 'Иван',
  lastName: 'Иванов',
  middleName: '',
  email: 'user@velorating.local',
  createdOn: '2025-01-01T00:00:00.000Z',
  updatedOn: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** A token whose payload names the role a session was opened with (the signature is not checked here). */
export const buildToken = (role: HeldRole, userId = 1): string => {
  const payload = btoa(JSON.stringify({ sub: String(userId), role, ver: 0 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
};
