import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorrectionPreview, DiffRow, ProtocolListItem } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { CorrectionDialog } from './correction-dialog';

// 'Загрузить исправленный протокол' (issue 38): the file read as the wizard reads it, the diff
// against the results now (only the changes by default), and the save with its required note.

class FakeXhr {
  static requests: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
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

const protocol = {
  id: 7,
  protocolName: 'Абсолют',
  eventName: 'Гран-при Тула',
} as ProtocolListItem;

const side = (place: number | null, resultTime: string, points: number, status: 'F' | 'DNF' = 'F') => ({
  place,
  resultTime,
  status,
  gender: 'male' as const,
  points,
  categoryText: '',
  club: '',
  bib: '',
});

const row = (over: Partial<DiffRow> & Pick<DiffRow, 'key' | 'lastName' | 'change'>): DiffRow => ({
  participantId: 1,
  firstName: 'Иван',
  yearOfBirth: 1980,
  changedFields: [],
  before: null,
  after: null,
  ...over,
});

const DIFF: CorrectionPreview = {
  protocolId: 7,
  baseVersion: 3,
  counts: { added: 1, removed: 1, changed: 1, same: 1 },
  errors: [],
  rows: [
    row({
      key: '1',
      lastName: 'Сидоров',
      change: 'changed',
      changedFields: ['place', 'time', 'points'],
      before: side(5, '1:02:10', 80),
      after: side(4, '1:01:58', 90),
    }),
    row({
      key: '2',
      lastName: 'Кузнецов',
      change: 'same',
      before: side(1, '1:00:00', 200),
      after: side(1, '1:00:00', 200),
    }),
    row({ key: '3', lastName: 'Смирнов', change: 'removed', before: side(null, '', 0, 'DNF') }),
    row({
      key: 'new:4',
      lastName: 'Новиков',
      participantId: null,
      change: 'added',
      after: side(6, '1:05:00', 60),
    }),
  ],
};

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[] = [];

const serve = (preview: CorrectionPreview = DIFF) => {
  sent = [];
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url === '/v1/Protocol/7/correction-preview') return { body: preview };
      if (url === '/v1/Protocol/7/correction')
        return {
          body: {
            protocolId: 7,
            versionNumber: 4,
            counts: { added: 1, removed: 1, changed: 1 },
            message: 'Сохранена версия 4: добавлено 1, убрано 1, изменено 1.',
            warnings: [],
          },
        };
      return { status: 404, body: { Error: 'Не найдено' } };
    }),
  );
};

beforeEach(() => serve());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const readFile = async (
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  newParticipantsFromProtocol: unknown[] = [],
) => {
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  await user.upload(input!, new File(['Место;Фамилия\n'], 'fixed.csv', { type: 'text/csv' }));
  await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
  expect(FakeXhr.requests[0]!.url).toBe('/v1/Protocol/process-file');
  FakeXhr.requests[0]!.respond(200, {
    cachedProtocolDataId: CACHED,
    errors: [],
    warnings: [],
    newParticipantsFromProtocol,
  });
};

describe('a corrected upload', () => {
  it('shows the changes against the results now, and saves them as a version with the note', async () => {
    const success = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderScreen(<CorrectionDialog protocol={protocol} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Загрузить исправленный протокол' });
    const save = within(dialog).getByRole('button', { name: 'Сохранить новую версию' });
    expect(save).toBeDisabled();
    await readFile(user, dialog);

    const table = await within(dialog).findByRole('table');
    expect(within(dialog).getByText('добавлено 1 · убрано 1 · изменено 1 · без изменений 1')).toBeTruthy();
    // Only the changes at first: the unchanged rider shows when asked.
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => tr.textContent);
    expect(rows()).toEqual([
      'Сидоров Иван, 1980Изменёнместо, время, очки5 место · 1:02:10 · 80 очк.4 место · 1:01:58 · 90 очк.',
      'Смирнов Иван, 1980УбранDNF · 0 очк.—',
      'Новиков Иван, 1980Добавлен—6 место · 1:05:00 · 60 очк.',
    ]);
    await user.click(within(dialog).getByRole('switch', { name: 'Только изменения' }));
    expect(within(dialog).getByText(/^Кузнецов/)).toBeTruthy();
    expect(sent.find((call) => call.url === '/v1/Protocol/7/correction-preview')?.body).toEqual({
      cachedProtocolDataId: CACHED,
    });

    // No note, no save.
    await user.click(save);
    expect(
      await within(dialog).findByText('Напишите, что исправлено: примечание к версии обязательно'),
    ).toBeTruthy();
    expect(sent.some((call) => call.url === '/v1/Protocol/7/correction')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Что исправлено/), 'Время по видео финиша');
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((call) => call.url === '/v1/Protocol/7/correction')?.body).toEqual({
      cachedProtocolDataId: CACHED,
      baseVersion: 3,
      note: 'Время по видео финиша',
    });
    expect(success).toHaveBeenCalledWith('Успешно', 'Сохранена версия 4: добавлено 1, убрано 1, изменено 1.');
  });

  it('says why a file cannot replace the results, and saves nothing', async () => {
    serve({
      ...DIFF,
      rows: [],
      errors: ['Строки 3 и 7: один и тот же участник «Сидоров Пётр», 1982 г. р., указан дважды'],
    });
    const user = userEvent.setup();
    renderScreen(<CorrectionDialog protocol={protocol} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Загрузить исправленный протокол' });
    await readFile(user, dialog);
    expect(await within(dialog).findByText(/указан дважды/)).toBeTruthy();
    expect(within(dialog).getByText('Этот файл не может заменить результаты')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Сохранить новую версию' })).toBeDisabled();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('lets the organizer say a new rider of the file is one the portal knows, as the wizard does', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderScreen(<CorrectionDialog protocol={protocol} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Загрузить исправленный протокол' });
    await readFile(user, dialog, [
      {
        rowNumber: 4,
        lastName: 'Новиков',
        firstName: 'Иван',
        yearOfBirth: 1981,
        similarParticipants: [
          {
            id: 42,
            lastName: 'Новиков',
            firstName: 'Иван',
            middleName: '',
            yearOfBirth: 1980,
            club: '',
            city: '',
            reason: 'otherYear',
          },
        ],
      },
    ]);
    await user.click(
      await within(dialog).findByRole('radio', { name: 'Это Новиков Иван, 1980, другой год рождения' }),
    );
    // The diff is read again with the link: the row is then that rider's.
    await waitFor(() =>
      expect(sent.filter((call) => call.url === '/v1/Protocol/7/correction-preview').at(-1)?.body).toEqual({
        cachedProtocolDataId: CACHED,
        linkedParticipants: [{ rowNumber: 4, participantId: 42 }],
      }),
    );
    await user.type(within(dialog).getByLabelText(/Что исправлено/), 'Новиков найден');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить новую версию' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((call) => call.url === '/v1/Protocol/7/correction')?.body).toEqual({
      cachedProtocolDataId: CACHED,
      baseVersion: 3,
      note: 'Новиков найден',
      linkedParticipants: [{ rowNumber: 4, participantId: 42 }],
    });
  });
});
