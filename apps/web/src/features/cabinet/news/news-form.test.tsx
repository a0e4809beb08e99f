import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { NewsForm } from './news-form';
import { windowText } from './news-view';

// The news dialog's rules (part 2 §3 News, §7.6): the server's schema, checked before sending.

type Sent = { method: string; url: string; body: unknown };

const stubFetch = (answer: unknown = {}) => {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
};

beforeEach(() =>
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' })),
);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const NEWS = {
  id: 7,
  title: 'Старт сезона',
  text: 'Текст',
  createdOn: '2026-11-01T10:00:00.000Z',
  startVisibleInRunningLine: '2026-11-20T00:00:00.000Z',
  endVisibleInRunningLine: '2026-11-30T00:00:00.000Z',
};

describe('news form', () => {
  it('asks for a title and sends nothing without it', async () => {
    const sent = stubFetch();
    renderScreen(<NewsForm news={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Новая новость' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Не заполнено поле «заголовок новости»')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a window whose end comes before its start, at the end field', async () => {
    const sent = stubFetch();
    renderScreen(<NewsForm news={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Новая новость' });
    await userEvent.type(within(dialog).getByLabelText(/Заголовок/), 'Новость');
    fireEvent.change(within(dialog).getByLabelText('Начало показа в бегущей строке'), {
      target: { value: '2026-12-10' },
    });
    fireEvent.change(within(dialog).getByLabelText('Конец показа в бегущей строке'), {
      target: { value: '2026-12-01' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const end = within(dialog).getByLabelText('Конец показа в бегущей строке');
    await waitFor(() => expect(end).toHaveAccessibleDescription(/не раньше начала/));
    expect(sent).toEqual([]);
  });

  it('sends an edit as the whole news item with its id and the window as UTC midnights', async () => {
    const sent = stubFetch(NEWS);
    const onClose = vi.fn();
    renderScreen(<NewsForm news={NEWS} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование новости' });
    expect(within(dialog).getByLabelText('Начало показа в бегущей строке')).toHaveValue('2026-11-20');
    fireEvent.change(within(dialog).getByLabelText('Конец показа в бегущей строке'), {
      target: { value: '2026-12-05' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/v1/News',
      body: {
        id: 7,
        title: 'Старт сезона',
        text: 'Текст',
        startVisibleInRunningLine: '2026-11-20T00:00:00.000Z',
        endVisibleInRunningLine: '2026-12-05T00:00:00.000Z',
      },
    });
  });
});

describe('windowText', () => {
  it('reads the window with an open bound left out', () => {
    expect(windowText(NEWS)).toBe('с 20/11/2026 по 30/11/2026');
    expect(
      windowText({ startVisibleInRunningLine: null, endVisibleInRunningLine: '2026-11-30T00:00:00Z' }),
    ).toBe('по 30/11/2026');
    expect(windowText({ startVisibleInRunningLine: null, endVisibleInRunningLine: null })).toBe(
      'Не показывается',
    );
  });
});
