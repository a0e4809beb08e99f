import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProtocolListItem, ProtocolVersions, VersionDiff } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { VersionsDialog } from './versions-dialog';

// 'История версий' (issue 38): who changed the protocol, when and why, each version's file, and what
// a version changed against the one before it.

const protocol = { id: 7, protocolName: 'Абсолют', eventName: 'Гран-при Тула' } as ProtocolListItem;

const VERSIONS: ProtocolVersions = {
  protocolId: 7,
  protocolName: 'Абсолют',
  isDeleted: false,
  versions: [
    {
      number: 2,
      kind: 'correctedUpload',
      note: 'Время Сидорова по видео финиша',
      userName: 'org@velorating.local',
      createdOn: '2026-11-28T10:00:00.000Z',
      fileName: 'fixed.csv',
      hasFile: true,
      resultsCount: 4,
      counts: { added: 1, removed: 1, changed: 2 },
      isCurrent: true,
    },
    {
      number: 1,
      kind: 'rowFix',
      note: '',
      userName: 'org@velorating.local',
      createdOn: '2026-11-27T10:00:00.000Z',
      fileName: '',
      hasFile: false,
      resultsCount: 4,
      counts: { added: 0, removed: 0, changed: 0 },
      isCurrent: false,
    },
  ],
};

const DIFF: VersionDiff = {
  protocolId: 7,
  from: 1,
  to: 2,
  counts: { added: 0, removed: 0, changed: 1, same: 0 },
  rows: [
    {
      key: '1',
      participantId: 1,
      lastName: 'Сидоров',
      firstName: 'Пётр',
      yearOfBirth: 1982,
      change: 'changed',
      changedFields: ['time'],
      before: {
        place: 2,
        resultTime: '2:10:30',
        status: 'F',
        gender: 'male',
        points: 80,
        categoryText: '',
        club: '',
        bib: '',
      },
      after: {
        place: 2,
        resultTime: '2:09:58',
        status: 'F',
        gender: 'male',
        points: 80,
        categoryText: '',
        club: '',
        bib: '',
      },
    },
  ],
};

let urls: string[] = [];
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url) => {
      urls.push(url);
      if (url === '/v1/Protocol/7/versions') return { body: VERSIONS };
      if (url === '/v1/Protocol/7/versions/diff?from=1&to=2') return { body: DIFF };
      return { status: 404, body: { Error: 'Не найдено' } };
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the version history of a protocol', () => {
  it('lists the versions newest first with who, why and the file, and shows what one changed', async () => {
    renderScreen(<VersionsDialog protocol={protocol} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'История версий' });
    const list = await within(dialog).findByRole('list', { name: 'Версии протокола' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Версия 2 (действующая)');
    expect(items[0]).toHaveTextContent('Исправленный протокол');
    expect(items[0]).toHaveTextContent('Время Сидорова по видео финиша');
    expect(items[0]).toHaveTextContent('добавлено 1, убрано 1, изменено 2');
    expect(within(items[0]!).getByRole('button', { name: 'Файл: fixed.csv' })).toBeTruthy();
    // A version without a file (a row fixed in place) offers none; the first has nothing before it.
    expect(within(items[1]!).queryByRole('button', { name: /Файл/ })).toBeNull();
    expect(within(items[1]!).queryByRole('button', { name: 'Что изменилось' })).toBeNull();

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Что изменилось' }));
    const section = await within(dialog).findByRole('region', { name: 'Версия 2 против версии 1' });
    await waitFor(() => expect(within(section).getByRole('table')).toBeTruthy());
    expect(within(section).getAllByRole('row')[1]).toHaveTextContent(
      'Сидоров Пётр, 1982Изменёнвремя2 место · 2:10:30 · 80 очк.2 место · 2:09:58 · 80 очк.',
    );
    expect(urls).toContain('/v1/Protocol/7/versions/diff?from=1&to=2');
  });
});
