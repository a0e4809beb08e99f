import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNotification, BroadcastRun } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fail, fakeServer, signInForTest } from '@/testing/fake-server';
import { renderCabinetView } from '../kit/cabinet-test-kit';
import { broadcastResultText, lastRunText } from './broadcasts';
import { NotificationsView } from './notifications-view';

// The administrators' inbox (issue 14) and, above it, the three broadcasts (issue 42): each asks
// first, says what it did from the call's answer, and shows its last run.

const notification = (over: Partial<AdminNotification> = {}): AdminNotification => ({
  id: 3,
  createdOn: '2026-11-26T10:00:00.000Z',
  subject: 'Документы на проверку',
  body: 'Иванов Иван',
  participantId: 12,
  processedDate: null,
  hasBeenRead: false,
  notificationType: 'documentsReceivedForVerification',
  notificationMessage: null,
  aboutUser: null,
  event: null,
  ...over,
});

const RUN: BroadcastRun = {
  kind: 'closestEventsEmail',
  sentOn: '2026-11-23T07:00:00.000Z',
  sentBy: null,
  year: null,
  notifications: 140,
  alreadyNotified: 0,
};

const serve = ({ bot = false } = {}) => {
  let runs: BroadcastRun[] = [RUN];
  return fakeServer({
    'POST /v1/Admin/paged-notifications': {
      items: [
        notification(),
        notification({
          id: 4,
          subject: 'Прочитанное',
          body: 'Петров',
          notificationType: 'userWaitConfirm',
          hasBeenRead: true,
        }),
      ],
      totalCount: 2,
    },
    'PATCH /v1/Admin/notification/read': true,
    'GET /v1/TelegramBot/is-enabled': bot,
    'GET /v1/Notification/broadcasts': () => ({ items: runs }),
    'POST /v1/Notification/participants-year-results-email-notifications': ({ body }) => {
      const { year } = body as { year: number };
      runs = [
        {
          kind: 'yearResults',
          sentOn: '2026-11-24T09:00:00.000Z',
          sentBy: { id: 1, name: 'Админов Иван' },
          year,
          notifications: 12,
          alreadyNotified: 3,
        },
        RUN,
      ];
      return { notifications: 12, alreadyNotified: 3 };
    },
    'PATCH /v1/Notification/send-closest-events-notification': { notifications: 0, alreadyNotified: 140 },
    'PATCH /v1/Notification/send-closest-events-notifications-to-tg-subscribers': fail(
      404,
      'Бот не настроен',
    ),
  });
};

const render = (path = '/lk/admin?viewType=notifications') =>
  renderCabinetView(<NotificationsView />, { path });

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('notifications view', () => {
  it('asks for the type of the address; an unread notification stands out and is marked read', async () => {
    const server = serve();
    render('/lk/admin?viewType=notifications&type=documentsReceivedForVerification');
    const unread = await screen.findByRole('row', { name: /Документы на проверку.*Иванов Иван/ });
    expect(server.lastBody('POST /v1/Admin/paged-notifications')).toEqual({
      page: 1,
      size: 10,
      notificationTypes: ['documentsReceivedForVerification'],
    });
    expect(within(unread).getByText('новое')).toBeInTheDocument();
    expect(within(unread).getByRole('link', { name: 'К документам на проверке' })).toBeInTheDocument();
    const read = screen.getByRole('row', { name: /Прочитанное/ });
    expect(within(read).queryByRole('button', { name: 'Отметить прочитанным' })).toBeNull();
    await userEvent.click(within(unread).getByRole('button', { name: 'Отметить прочитанным' }));
    await waitFor(() =>
      expect(
        server.requests('PATCH /v1/Admin/notification/read').map((request) => request.query.get('id')),
      ).toEqual(['3']),
    );
  });
});

describe('the broadcasts', () => {
  it('shows when each last went out and by whom; the messenger one only with a configured bot', async () => {
    serve();
    render();
    const mail = await screen.findByRole('region', { name: 'Ближайшие старты письмом' });
    expect(
      await within(mail).findByText(
        /^Последний раз: 23\/11\/2026 \d{2}:00, по расписанию — 140 уведомлений$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Итоги сезона' })).getByText('Ещё не отправлялась'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ближайшие старты в Telegram' })).toBeNull();

    vi.unstubAllGlobals();
    serve({ bot: true });
    render();
    expect(await screen.findByRole('region', { name: 'Ближайшие старты в Telegram' })).toBeInTheDocument();
  });

  it('asks before sending the season’s results, sends the season chosen, and says what it did', async () => {
    const server = serve();
    const success = vi.spyOn(toast, 'success');
    render();
    const card = await screen.findByRole('region', { name: 'Итоги сезона' });
    await userEvent.selectOptions(within(card).getByLabelText('Сезон'), '2025');
    await userEvent.click(within(card).getByRole('button', { name: 'Отправить итоги' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отправить итоги сезона 2025?' });
    expect(server.requests('POST /v1/Notification/participants-year-results-email-notifications')).toEqual(
      [],
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(card).getByRole('button', { name: 'Отправить итоги' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отправить итоги' }),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Рассылка',
        'Создано 12 уведомлений, они уходят получателям; уже получили раньше: 3',
      ),
    );
    expect(server.lastBody('POST /v1/Notification/participants-year-results-email-notifications')).toEqual({
      year: 2025,
    });
    expect(
      await within(card).findByText(/^Последний раз: 24\/11\/2026 \d{2}:00, Админов Иван, сезон 2025/),
    ).toBeInTheDocument();
  });

  it('says so when everyone had this week’s digest already', async () => {
    serve();
    const success = vi.spyOn(toast, 'success');
    render();
    const card = await screen.findByRole('region', { name: 'Ближайшие старты письмом' });
    await userEvent.click(within(card).getByRole('button', { name: 'Отправить письма' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Отправить ближайшие старты письмом?' })).getByRole(
        'button',
        { name: 'Отправить письма' },
      ),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Рассылка',
        'Новых уведомлений нет: все получатели (140) уже получили эту рассылку',
      ),
    );
  });

  it('reads a run and an answer in words', () => {
    expect(broadcastResultText({ notifications: 0, alreadyNotified: 0 }, 'Некому')).toBe('Некому');
    expect(broadcastResultText({ notifications: 1, alreadyNotified: 0 }, '')).toBe(
      'Создано 1 уведомление, они уходят получателям',
    );
    expect(lastRunText(undefined)).toBe('Ещё не отправлялась');
  });
});
