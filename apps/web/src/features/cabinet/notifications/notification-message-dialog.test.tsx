import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNotification, NotificationMessage } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { renderCabinetView } from '../kit/cabinet-test-kit';
import { sentText } from './notification-message-dialog';
import { NotificationsView } from './notifications-view';

// A notification's message in the administrators' inbox (issue 18): opened from its row, its text
// edited and saved, then sent, or sent again once it went out.

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

const serve = (isSent = false) => {
  let current = message({ isSent });
  return fakeServer({
    'GET /v1/Notification/broadcasts': { items: [] },
    'GET /v1/TelegramBot/is-enabled': false,
    'POST /v1/Admin/paged-notifications': () => ({ items: [notification(current.isSent)], totalCount: 1 }),
    'GET /v1/Notification/notification-message/{id}': () => current,
    'PUT /v1/Notification/notification-message': ({ form }) => {
      current = { ...current, text: String(form?.get('text')) };
      return current;
    },
    'PATCH /v1/Notification/send-notification-message': () => {
      current = { ...current, isSent: true };
      return { notificationMessage: current, mails: 2, chats: 1 };
    },
  });
};

const openMessage = async (label: RegExp) => {
  renderCabinetView(<NotificationsView />, { path: '/lk/admin?viewType=notifications' });
  const row = await screen.findByRole('row', { name: /Пользователь ждет подтверждения/ });
  await userEvent.click(within(row).getByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog', { name: 'Сообщение уведомления' });
  await within(dialog).findByLabelText(/Текст сообщения/);
  return dialog;
};

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('notification message dialog', () => {
  it('saves an edited text, and sends the message once it is saved', async () => {
    const server = serve();
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
    const [put] = server.requests('PUT /v1/Notification/notification-message');
    expect(Object.fromEntries(put!.form!.entries())).toEqual({ id: '9', text: 'Проверьте заявку' });

    const send = within(dialog).getByRole('button', { name: 'Отправить' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Успешно',
        'Сообщение отправлено (писем: 2, сообщений в Telegram: 1)',
      ),
    );
    const [sending] = server.requests('PATCH /v1/Notification/send-notification-message');
    expect(Object.fromEntries(sending!.query)).toEqual({ notificationMessageId: '9' });
    expect(await within(dialog).findByText('Отправлено')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Отправить повторно' })).toBeInTheDocument();
  });

  it('refuses a control character at the field and sends nothing', async () => {
    const server = serve();
    const dialog = await openMessage(/^Сообщение \(не отправлено\)$/);
    const text = within(dialog).getByLabelText(/Текст сообщения/);
    fireEvent.change(text, { target: { value: 'Звонок\u0007' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription(/управляющие символы/));
    expect(server.requests('PUT /v1/Notification/notification-message')).toEqual([]);
  });

  it('sends a sent message again only as an explicit resend', async () => {
    const server = serve(true);
    const dialog = await openMessage(/^Сообщение \(отправлено\)$/);
    expect(within(dialog).getByText('Отправлено')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить повторно' }));
    await waitFor(() =>
      expect(
        server
          .requests('PATCH /v1/Notification/send-notification-message')
          .map((request) => Object.fromEntries(request.query)),
      ).toEqual([{ notificationMessageId: '9', resend: 'true' }]),
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
