import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, Feedback } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from '../kit/cabinet-scope';
import { FeedbackView } from './feedback-view';

// The administrators' feedback view (issue 18): newest first with the status; a new message is
// marked answered.

const SCOPE: CabinetScope = {
  kind: 'admin',
  isAdmin: true,
  ownOrganizerId: null,
  readOnly: false,
  user: { id: 1, email: 'admin@velorating.local', roleNames: ['Admin'] } as unknown as CurrentUser,
};

const item = (over: Partial<Feedback>): Feedback => ({
  id: 5,
  name: 'Иван Петров',
  email: 'ivan@example.org',
  text: 'Перепутаны имя и фамилия',
  page: 'http://localhost/results/details/12',
  userId: null,
  status: 'new',
  createdOn: '2026-11-26T10:00:00.000Z',
  answeredOn: null,
  ...over,
});

type Sent = { method: string; url: string; body: unknown };

const stubServer = () => {
  const sent: Sent[] = [];
  let answered = false;
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'PATCH') {
        answered = true;
        return { body: item({ status: 'answered', answeredOn: '2026-11-27T10:00:00.000Z' }) };
      }
      return {
        body: {
          items: [
            item({ status: answered ? 'answered' : 'new' }),
            item({ id: 4, name: 'Анна', text: 'Спасибо за сайт', status: 'answered' }),
          ],
          totalCount: 2,
        },
      };
    }),
  );
  return sent;
};

const render = (path = '/lk/admin?viewType=feedback') =>
  renderScreen(
    <CabinetScopeProvider value={SCOPE}>
      <FeedbackView />
    </CabinetScopeProvider>,
    { path },
  );

beforeEach(() =>
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' })),
);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('feedback view', () => {
  it('lists the messages with their sender, page and status', async () => {
    const sent = stubServer();
    render();
    const row = await screen.findByRole('row', { name: /Иван Петров/ });
    expect(within(row).getByText('Перепутаны имя и фамилия')).toBeInTheDocument();
    expect(within(row).getByText('Страница: http://localhost/results/details/12')).toBeInTheDocument();
    expect(within(row).getByText('Новое')).toBeInTheDocument();
    const other = screen.getByRole('row', { name: /Анна/ });
    expect(within(other).getByText('Отвечено')).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Отметить отвеченным' })).toBeNull();
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/v1/Feedback/paged',
      body: { page: 1, size: 10, status: null },
    });
  });

  it('marks a new message answered and shows it so', async () => {
    const sent = stubServer();
    const success = vi.spyOn(toast, 'success');
    render();
    const row = await screen.findByRole('row', { name: /Иван Петров/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Отметить отвеченным' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Сообщение отмечено отвеченным'));
    expect(sent.some((call) => call.method === 'PATCH' && call.url === '/v1/Feedback/5/answered')).toBe(true);
    expect(
      await within(screen.getByRole('row', { name: /Иван Петров/ })).findByText('Отвечено'),
    ).toBeInTheDocument();
  });

  it('asks for the new ones only when the address says so', async () => {
    const sent = stubServer();
    render('/lk/admin?viewType=feedback&type=new');
    await screen.findByRole('row', { name: /Иван Петров/ });
    expect(sent[0]?.body).toEqual({ page: 1, size: 10, status: 'new' });
  });
});
