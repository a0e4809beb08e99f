import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CleanupReport } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render-screen';
import { CleanupCard } from './cleanup-card';
import { countsText, itemChange } from './cleanup-report';
import { auditState } from './audit-list';

// The clean-ups (issue 14): nothing changes before 'Проверить' has shown the list and 'Применить' is confirmed.

const report = (over: Partial<CleanupReport> = {}): CleanupReport => ({
  action: 'removeParticipantDuplicates',
  title: 'Объединить дубликаты',
  dryRun: true,
  affectedCount: 1,
  counts: {
    participantsUpdated: 0,
    participantsMerged: 1,
    participantsDeleted: 0,
    resultsMoved: 4,
    favoritesMoved: 0,
    userLinksMoved: 0,
    notificationsMoved: 0,
    ratingAdjustmentsMoved: 0,
  },
  items: [
    {
      kind: 'merge',
      participantId: 12,
      participantName: 'Петров Петр',
      yearOfBirth: 1980,
      keptParticipantId: 7,
      keptParticipantName: 'Петров Петр',
      changes: [],
      resultsCount: 4,
    },
  ],
  itemsTruncated: false,
  skipped: [{ participantIds: [20, 21], reason: 'Оба участника стоят в одном протоколе' }],
  auditId: null,
  recalculationJobId: null,
  seasons: [2025],
  message: 'Объединено участников: 1',
  ...over,
});

/** The clean-up answers its dry run with the report, its application with what it did. */
const serve = () =>
  fakeServer({
    'DELETE /v1/Admin/remove-participant-duplicates': ({ query }) =>
      query.get('dryRun') === 'true'
        ? report()
        : report({ dryRun: false, auditId: 5, message: 'Объединено участников: 1' }),
  });

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('clean-up card', () => {
  it('lists what the dry run would change, and applies only after a confirmation', async () => {
    const server = serve();
    renderScreen(<CleanupCard action="removeParticipantDuplicates" />);
    const card = await screen.findByRole('region', { name: 'Дубликаты участников' });
    await userEvent.click(within(card).getByRole('button', { name: 'Проверить' }));

    const preview = await screen.findByRole('dialog', { name: 'Проверка: Дубликаты участников' });
    const dryRuns = () =>
      server.sent.map((request) => `${request.call} dryRun=${request.query.get('dryRun')}`);
    expect(dryRuns()).toEqual(['DELETE /v1/Admin/remove-participant-duplicates dryRun=true']);
    expect(preview).toHaveTextContent('Будет затронуто: 1 участник');
    expect(preview).toHaveTextContent('объединено участников: 1, перенесено результатов: 4');
    expect(within(preview).getByRole('row', { name: /Петров Петр/ })).toHaveTextContent(
      'объединяется с «Петров Петр» (№ 7)',
    );
    expect(preview).toHaveTextContent('№ 20, № 21: Оба участника стоят в одном протоколе');

    await userEvent.click(within(preview).getByRole('button', { name: 'Применить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Применить: Дубликаты участников?' });
    expect(server.sent).toHaveLength(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Применить' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Объединено участников: 1');
    expect(dryRuns()).toEqual([
      'DELETE /v1/Admin/remove-participant-duplicates dryRun=true',
      'DELETE /v1/Admin/remove-participant-duplicates dryRun=false',
    ]);
  });
});

describe('clean-up texts', () => {
  it('says nothing of the counts that are zero', () => {
    expect(countsText(report().counts)).toBe('объединено участников: 1, перенесено результатов: 4');
  });
  it('reads a field change as before → after', () => {
    expect(
      itemChange({
        kind: 'update',
        participantId: 1,
        participantName: 'иванов  иван',
        yearOfBirth: null,
        keptParticipantId: null,
        keptParticipantName: null,
        resultsCount: 0,
        changes: [{ field: 'lastName', label: 'Фамилия', before: 'иванов', after: 'Иванов' }],
      }),
    ).toBe('Фамилия: иванов → Иванов');
  });
  it('tells an applied record from an undone one and from an undo', () => {
    const base = {
      id: 3,
      action: 'clearParticipantClubs' as const,
      summary: 'Очистить клубы',
      userId: 1,
      userName: 'Анна',
      createdOn: '2026-11-20T10:00:00Z',
      affectedCount: 2,
      counts: {},
      seasons: [],
      undoneOn: null,
      undoneByUserId: null,
      undoOfId: null,
      canUndo: true,
    };
    expect(auditState(base).text).toBe('Применено');
    expect(auditState({ ...base, undoneOn: '2026-11-21T10:00:00Z' }).text).toMatch(/^Отменено /);
    expect(auditState({ ...base, action: 'undo', undoOfId: 2 }).text).toBe('Отмена записи № 2');
  });
});
