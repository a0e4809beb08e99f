import { describe, expect, it } from 'vitest';
import type { AdminNotification } from '@velo/contracts';
import { NOTIFICATION_TYPES, type NotificationType } from '@velo/contracts/enums';
import { NOTIFICATION_TYPE_WORDS, notificationTarget } from './notification-types';

describe('notification types', () => {
  it('names every type of the contracts', () => {
    for (const type of NOTIFICATION_TYPES) expect(NOTIFICATION_TYPE_WORDS[type]).toMatch(/^[А-ЯЁA-Z]/);
  });

  it('leads to where a notification is dealt with, else to its rider', () => {
    const of = (notificationType: NotificationType, over: Partial<AdminNotification> = {}) =>
      notificationTarget({ notificationType, participantId: null, aboutUser: null, event: null, ...over });
    expect(of('documentsReceivedForVerification', { participantId: 5 })).toMatchObject({
      viewType: 'documents',
    });
    expect(of('userWaitConfirm')).toEqual({ kind: 'view', viewType: 'users', label: 'К пользователям' });
    expect(of('documentsChangedStatus', { participantId: 5 })).toEqual({ kind: 'rider', participantId: 5 });
    expect(of('forgotPassword')).toBeNull();
    expect(of('participantClaimReceived', { participantId: 5 })).toEqual({
      kind: 'view',
      viewType: 'claims',
      label: 'К заявкам на профили',
    });
  });

  it('narrows the view to the account or the event the notification is about', () => {
    expect(
      notificationTarget({
        notificationType: 'participantAddRoleRequest',
        participantId: null,
        aboutUser: { id: 3, email: 'olga@example.org', name: 'Новичкова Ольга' },
        event: null,
      }),
    ).toEqual({
      kind: 'view',
      viewType: 'users',
      label: 'К учетной записи olga@example.org',
      q: 'olga@example.org',
    });
    expect(
      notificationTarget({
        notificationType: 'eventAdded',
        participantId: null,
        aboutUser: null,
        event: { id: 9, name: 'Кубок Вираж' },
      }),
    ).toMatchObject({ viewType: 'events', q: 'Кубок Вираж', label: 'К мероприятию «Кубок Вираж»' });
  });
});
