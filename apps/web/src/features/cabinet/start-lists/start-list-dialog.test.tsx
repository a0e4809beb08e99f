import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProcessFileResponse } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { StartListDialog } from './start-list-dialog';
import { buildEvent } from '@/testing/build-event';

/** The file goes through XMLHttpRequest (its progress): a fake one the test answers. */
class FakeXhr {
  static requests: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const CACHED = '5b0c7f3e-2a1d-4c4b-9e51-0d6f4f7a9c11';

const previewRow = (rowNumber: number, lastName: string, firstName: string, yearOfBirth: number) => ({
  rowNumber,
  place: null,
  bib: '',
  lastName,
  firstName,
  middleName: '',
  yearOfBirth,
  gender: 'male' as const,
  category: '',
  club: 'Торнадо',
  city: 'Москва',
  resultTime: '',
  status: 'F' as const,
  isOutOfCompetition: false,
  sprintWinner: false,
  mountainWinner: false,
  points: null,
});

const preview: ProcessFileResponse = {
  cachedProtocolDataId: CACHED,
  errors: [],
  warnings: [],
  newParticipantsFromProtocol: [
    {
      lastName: 'Орлов',
      firstName: 'Илья',
      yearOfBirth: 1985,
      rowNumber: 3,
      similarParticipants: [
        {
          id: 77,
          lastName: 'Орлов',
          firstName: 'Илья',
          middleName: '',
          yearOfBirth: 1984,
          club: 'Торнадо',
          city: 'Москва',
          reason: 'otherYear',
        },
      ],
    },
  ],
  isSuccess: true,
  protocolDate: null,
  title: null,
  rowsCount: 2,
  hasPointsColumn: false,
  columns: [
    { columnIndex: 0, header: 'Фамилия', field: 'lastName', description: 'Фамилия' },
    { columnIndex: 1, header: 'Имя', field: 'firstName', description: 'Имя' },
  ],
  firstRows: [previewRow(2, 'Белов', 'Юрий', 1979), previewRow(3, 'Орлов', 'Илья', 1985)],
};

const event = buildEvent;

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'POST' && url === '/v1/StartList/create')
        return { body: { eventId: 42, entriesCount: 2, linkedCount: 1 } };
      if (method === 'DELETE' && url === '/v1/StartList/42') return { body: 'true' };
      if (method === 'DELETE' && url.startsWith('/v1/Protocol/cached-data')) return { body: 'true' };
      return { status: 404, body: { Error: 'Не найдено' } };
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const chooseFile = async (user: ReturnType<typeof userEvent.setup>) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  expect(input).not.toBeNull();
  await user.upload(input!, new File(['Фамилия;Имя\nБелов;Юрий\n'], 'start.csv', { type: 'text/csv' }));
  await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
  return FakeXhr.requests[0]!;
};

describe("the organizer's start list dialog (issue 19)", () => {
  it('reads the file for the event, shows the preview, and saves it with the rows linked to existing riders', async () => {
    const success = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderScreen(<StartListDialog event={event()} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Стартовый лист' });
    expect(within(dialog).getByText('Кубок Подмосковья · 05/12/2026')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Сохранить стартовый лист' });
    expect(save).toBeDisabled();

    const request = await chooseFile(user);
    expect(request.url).toBe('/v1/StartList/process-file');
    expect(request.body?.get('eventId')).toBe('42');
    expect((request.body?.get('file') as File).name).toBe('start.csv');
    request.respond(200, preview);

    // The preview: the first rows as read, and the new rider with the existing one it may be.
    expect(await within(dialog).findByText('Первые строки')).toBeTruthy();
    expect(within(dialog).getByText('Белов')).toBeTruthy();
    expect(within(dialog).getByText('Новые участники (1)')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /^Это Орлов Илья, 1984/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await user.click(save);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const create = sent.find((call) => call.url === '/v1/StartList/create');
    expect(create?.body).toEqual({
      eventId: 42,
      cachedProtocolDataId: CACHED,
      linkedParticipants: [{ rowNumber: 3, participantId: 77 }],
    });
    expect(success).toHaveBeenCalledWith('Успешно', 'Стартовый лист сохранён: 2 участника');
  });

  it('does not save a file with errors', async () => {
    const user = userEvent.setup();
    renderScreen(<StartListDialog event={event()} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Стартовый лист' });
    const request = await chooseFile(user);
    request.respond(200, {
      ...preview,
      errors: ['Не найден столбец с фамилией'],
      isSuccess: false,
      newParticipantsFromProtocol: [],
    });
    expect(await within(dialog).findByText('Не найден столбец с фамилией')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Сохранить стартовый лист' })).toBeDisabled();
  });

  it('deletes an existing start list after a confirmation', async () => {
    const success = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderScreen(<StartListDialog event={event({ startListCount: 25 })} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Стартовый лист' });
    expect(within(dialog).getByText(/В стартовом листе 25 участников/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить стартовый лист' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить стартовый лист?' });
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/v1/StartList/42',
    ]);
    expect(success).toHaveBeenCalledWith('Успешно', 'Стартовый лист удалён');
  });

  it('a dialog without a start list offers no deletion', async () => {
    renderScreen(<StartListDialog event={event()} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Стартовый лист' });
    expect(within(dialog).queryByRole('button', { name: 'Удалить стартовый лист' })).toBeNull();
  });
});
