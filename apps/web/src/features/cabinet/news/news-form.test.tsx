import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render-screen';
import { NewsForm } from './news-form';
import { windowText } from './news-view';

// The news dialog's rules (part 2 §3 News, §7.6): the server's schema, checked before sending.

const serve = () =>
  fakeServer({
    'PUT /v1/News': (request) => ({ ...NEWS, ...(request.body as object) }),
    'POST /v1/News': NEWS,
  });

/** Types a day into a date field as a person would (dd/mm/yyyy), then leaves it. */
const setDay = async (element: HTMLElement, value: string) => {
  await userEvent.clear(element);
  await userEvent.type(element, value);
  fireEvent.blur(element);
};

beforeEach(() => signInForTest());
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
    const server = serve();
    renderScreen(<NewsForm news={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Новая новость' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Не заполнено поле «заголовок новости»')).toBeInTheDocument();
    expect(server.sent).toEqual([]);
  });

  it('refuses a window whose end comes before its start, at the end field', async () => {
    const server = serve();
    renderScreen(<NewsForm news={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Новая новость' });
    await userEvent.type(within(dialog).getByLabelText(/Заголовок/), 'Новость');
    await setDay(within(dialog).getByLabelText('Начало показа в бегущей строке'), '10/12/2026');
    await setDay(within(dialog).getByLabelText('Конец показа в бегущей строке'), '01/12/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const end = within(dialog).getByLabelText('Конец показа в бегущей строке');
    await waitFor(() => expect(end).toHaveAccessibleDescription(/не раньше начала/));
    expect(server.sent).toEqual([]);
  });

  it('sends an edit as the whole news item with its id and the window as UTC midnights', async () => {
    const server = serve();
    const onClose = vi.fn();
    renderScreen(<NewsForm news={NEWS} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование новости' });
    // The days read dd/mm/yyyy, as everywhere on the portal (ui.md).
    expect(within(dialog).getByLabelText('Начало показа в бегущей строке')).toHaveValue('20/11/2026');
    await setDay(within(dialog).getByLabelText('Конец показа в бегущей строке'), '05/12/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({
      call: 'PUT /v1/News',
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
