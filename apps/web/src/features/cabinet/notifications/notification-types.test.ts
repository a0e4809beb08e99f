import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@velo/contracts/enums';
import { NOTIFICATION_TYPE_WORDS, notificationTarget } from './notification-types';

describe('notification types', () => {
  it('names every type of the contracts', () => {
    for (const type of NOTIFICATION_TYPES) expect(NOTIFICATION_TYPE_WORDS[type]).toMatch(/^[А-ЯЁA-Z]/);
  });

  it('leads to where a notification is dealt with, else to its rider', () => {
    expect(notificationTarget('documentsReceivedForVerification', 5)).toMatchObject({
      viewType: 'documents',
    });
    expect(notificationTarget('userWaitConfirm', null)).toMatchObject({ viewType: 'users' });
    expect(notificationTarget('documentsChangedStatus', 5)).toEqual({ kind: 'rider', participantId: 5 });
    expect(notificationTarget('forgotPassword', null)).toBeNull();
  });
});
