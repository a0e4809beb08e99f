import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Feedback } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { renderCabinetView } from '../kit/cabinet-test-kit';
import { FeedbackView } from './feedback-view';

// The administrators' feedback view (issue 18): newest first with the status; a new message is
// marked answered.

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

const serve = () => {
  let answered = false;
  return fakeServer({
    'PATCH /v1/Feedback/{id}/answered': () => {
      answered = true;
      return item({ status: 'answered', answeredOn: '2026-11-27T10:00:00.000Z' });
    },
    'POST /v1/Feedback/paged': () => ({
      items: [
        item({ status: answered ? 'answered' : 'new' }),
        item({ id: 4, name: 'Анна', text: 'Спасибо за сайт', status: 'answered' }),
      ],
      totalCount: 2,
    }),
  });
};

const render = (path = '/lk/admin?viewType=feedback') => renderCabinetView(<FeedbackView />, { path });

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('feedback view', () => {
  it('lists the messages with their sender, page and status', async () => {
    const server = serve();
    render();
    const row = await screen.findByRole('row', { name: /Иван Петров/ });
    expect(within(row).getByText('Перепутаны имя и фамилия')).toBeInTheDocument();
    expect(within(row).getByText('Страница: http://localhost/results/details/12')).toBeInTheDocument();
    expect(within(row).getByText('Новое')).toBeInTheDocument();
    const other = screen.getByRole('row', { name: /Анна/ });
    expect(within(other).getByText('Отвечено')).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Отметить отвеченным' })).toBeNull();
    expect(server.lastBody('POST /v1/Feedback/paged')).toEqual({ page: 1, size: 10, status: null });
  });

  it('marks a new message answered and shows it so', async () => {
    const server = serve();
    const success = vi.spyOn(toast, 'success');
    render();
    const row = await screen.findByRole('row', { name: /Иван Петров/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Отметить отвеченным' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Сообщение отмечено отвеченным'));
    expect(server.requests('PATCH /v1/Feedback/{id}/answered').map((request) => request.params.id)).toEqual([
      '5',
    ]);
    expect(
      await within(screen.getByRole('row', { name: /Иван Петров/ })).findByText('Отвечено'),
    ).toBeInTheDocument();
  });

  it('asks for the new ones only when the address says so', async () => {
    const server = serve();
    const { router } = render('/lk/admin?viewType=feedback&type=new');
    await screen.findByRole('row', { name: /Иван Петров/ });
    expect(server.lastBody('POST /v1/Feedback/paged')).toEqual({ page: 1, size: 10, status: 'new' });
    await userEvent.click(screen.getByRole('radio', { name: 'Отвеченные' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'answered' }));
    await waitFor(() =>
      expect(server.lastBody('POST /v1/Feedback/paged')).toEqual({ page: 1, size: 10, status: 'answered' }),
    );
  });
});
