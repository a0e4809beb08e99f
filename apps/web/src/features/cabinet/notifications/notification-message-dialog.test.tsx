import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNotification, CurrentUser, NotificationMessage } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from '../kit/cabinet-scope';
import { sentText } from './notification-message-dialog';
import { NotificationsView } from './notifications-view';

// A notification's message in the administrators' inbox (issue 18): opened from its row, its text
// edited and saved, then sent, or sent again once it went out.

const SCOPE: CabinetScope = {
  kind: 'admin',
  isAdmin: true,
  ownOrganizerId: null,
  readOnly: false,
  user: { id: 1, email: 'admin@velorating.local', roleNames: ['Admin'] } as unknown as CurrentUser,
};

const message = (over: Partial<NotificationMessage> = {}): NotificationMessage => ({
  id: 9,
  text: 'Новая заявка',
  tags: [],
  isSent: false,
  createdOn: '2026-11-26T10:00:00.000Z',
  updatedOn: '2026-11-26T10:00:00.000Z',
  ...over,
});

const notification = (isSent: boolean): AdminNotification => ({
  id: 3,
  createdOn: '2026-11-26T10:00:00.000Z',
  subject: 'Пользователь ждет подтверждения',
  body: 'Иванов Иван',
  participantId: null,
  processedDate: null,
  hasBeenRead: true,
  notificationType: 'userWaitConfirm',
  notificationMessage: { id: 9, text: 'Новая заявка', isSent },
  aboutUser: null,
  event: null,
});

type Sent = { method: string; url: string; body: unknown };

const stubServer = (isSent = false) => {
  const sent: Sent[] = [];
  let current = message({ isSent });
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      const method = init?.method ?? 'GET';
      const body =
        init?.body instanceof FormData
          ? Object.fromEntries(init.body.entries())
          : init?.body
            ? JSON.parse(String(init.body))
            : null;
      sent.push({ method, url, body });
      if (url.startsWith('/v1/Admin/paged-notifications')) {
        return { body: { items: [notification(current.isSent)], totalCount: 1 } };
      }
      if (method === 'PUT') {
        current = { ...current, text: String((body as { text: string }).text) };
        return { body: current };
      }
      if (method === 'PATCH') {
        current = { ...current, isSent: true };
        return { body: { notificationMessage: current, mails: 2, chats: 1 } };
      }
      return { body: current };
    }),
  );
  return sent;
};

const openMessage = async (label: RegExp) => {
  renderScreen(
    <CabinetScopeProvider value={SCOPE}>
      <NotificationsView />
    </CabinetScopeProvider>,
    { path: '/lk/admin?viewType=notifications' },
  );
  const row = await screen.findByRole('row', { name: /Пользователь ждет подтверждения/ });
  await userEvent.click(within(row).getByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog', { name: 'Сообщение уведомления' });
  await within(dialog).findByLabelText(/Текст сообщения/);
  return dialog;
};

beforeEach(() =>
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' })),
);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('notification message dialog', () => {
  it('saves an edited text, and sends the message once it is saved', async () => {
    const sent = stubServer();
    const success = vi.spyOn(toast, 'success');
    const dialog = await openMessage(/^Сообщение \(не отправлено\)$/);
    expect(within(dialog).getByText('Не отправлено')).toBeInTheDocument();
    expect(within(dialog).getByText('Пользователь ждет подтверждения')).toBeInTheDocument();
    const text = within(dialog).getByLabelText(/Текст сообщения/);
    expect(text).toHaveValue('Новая заявка');

    await userEvent.clear(text);
    await userEvent.type(text, 'Проверьте заявку');
    expect(within(dialog).getByRole('button', { name: 'Отправить' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Текст сообщения сохранён'));
    expect(sent.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/v1/Notification/notification-message',
      body: { id: '9', text: 'Проверьте заявку' },
    });

    const send = within(dialog).getByRole('button', { name: 'Отправить' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Успешно',
        'Сообщение отправлено (писем: 2, сообщений в Telegram: 1)',
      ),
    );
    expect(sent.find((call) => call.method === 'PATCH')?.url).toBe(
      '/v1/Notification/send-notification-message?notificationMessageId=9',
    );
    expect(await within(dialog).findByText('Отправлено')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Отправить повторно' })).toBeInTheDocument();
  });

  it('refuses a control character at the field and sends nothing', async () => {
    const sent = stubServer();
    const dialog = await openMessage(/^Сообщение \(не отправлено\)$/);
    const text = within(dialog).getByLabelText(/Текст сообщения/);
    fireEvent.change(text, { target: { value: 'Звонок\u0007' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription(/управляющие символы/));
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('sends a sent message again only as an explicit resend', async () => {
    const sent = stubServer(true);
    const dialog = await openMessage(/^Сообщение \(отправлено\)$/);
    expect(within(dialog).getByText('Отправлено')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить повторно' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PATCH')?.url).toBe(
        '/v1/Notification/send-notification-message?notificationMessageId=9&resend=true',
      ),
    );
  });
});

describe('sentText', () => {
  it('says what went out, and that nothing did for a message sent before', () => {
    const answer = { notificationMessage: message({ isSent: true }), mails: 0, chats: 0 };
    expect(sentText(answer, false)).toBe('Сообщение уже было отправлено');
    expect(sentText({ ...answer, mails: 3 }, true)).toBe('Сообщение отправлено (писем: 3)');
  });
});
