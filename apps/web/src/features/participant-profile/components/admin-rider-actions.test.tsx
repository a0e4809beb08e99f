import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantMergePreview } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, reply, signInForTest, type FakeServer } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render-screen';
import { AdjustPointsDialog } from './adjust-points-dialog';
import { MergeDialog, takenFromOther } from './merge-dialog';
import { signedPoints } from './adjustment-line';
import { RatingAdjustments } from './rating-adjustments';

// An administrator's actions on a rider's page (issue 14): correcting points and merging two riders.

/** The writes a dialog sent, as method, path and body (its reads are the lookups). */
const posts = (server: FakeServer) =>
  server.sent
    .filter((request) => request.method === 'POST')
    .map(({ method, path, body }) => ({ method, url: path, body }));

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('correcting points', () => {
  it('asks for the points and a reason before sending, then sends the season, points and reason', async () => {
    const server = fakeServer({
      'POST /v1/Admin/change-participant-rating': {
        adjustment: {
          id: 1,
          participantId: 5,
          year: 2025,
          points: -5.5,
          reason: 'Срезка',
          createdOn: '',
          createdByUserId: 1,
        },
        auditId: 9,
        standing: null,
        message: 'Поправка сохранена',
      },
    });
    const onClose = vi.fn();
    renderScreen(
      <AdjustPointsDialog participantId={5} riderName="Иванов Иван" year={2025} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Скорректировать очки' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Поле «очки»: ожидается число')).toBeInTheDocument();
    expect(within(dialog).getByText('Не заполнено поле «причина»')).toBeInTheDocument();
    expect(server.sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Очки/), '0');
    expect(
      await within(dialog).findByText('Поле «очки»: поправка не может быть нулевой'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Очки/));
    await userEvent.type(within(dialog).getByLabelText(/^Очки/), '-5,5');
    await userEvent.type(within(dialog).getByLabelText(/^Причина/), 'Срезка');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(server)).toEqual([
      {
        method: 'POST',
        url: '/v1/Admin/change-participant-rating',
        body: { participantId: 5, year: 2025, points: -5.5, reason: 'Срезка' },
      },
    ]);
  });

  it('shows each correction with its sign and reason; only an administrator may remove one', async () => {
    fakeServer();
    const adjustment = {
      id: 3,
      participantId: 5,
      year: 2025,
      points: 12.5,
      reason: 'Победа на промежуточном финише не учтена',
      createdOn: '2026-11-20T10:00:00Z',
      createdByUserId: 1,
    };
    const { unmount } = renderScreen(
      <dl>
        <RatingAdjustments adjustments={[adjustment]} isAdmin={false} />
      </dl>,
    );
    expect(await screen.findByText(/Победа на промежуточном финише не учтена/)).toBeInTheDocument();
    expect(screen.getByText('+12,5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Удалить поправку/ })).toBeNull();
    unmount();
    renderScreen(
      <dl>
        <RatingAdjustments adjustments={[adjustment]} isAdmin />
      </dl>,
    );
    expect(await screen.findByRole('button', { name: 'Удалить поправку +12,5' })).toBeInTheDocument();
    expect(signedPoints(-3)).toBe('−3');
  });
});

const side = (id: number, lastName: string, shared = false) => ({
  id,
  lastName,
  firstName: 'Петр',
  middleName: '',
  yearOfBirth: 1980,
  gender: 'male' as const,
  club: id === 1 ? 'Вперед' : '',
  city: '',
  photoFileId: null,
  medicalCertificateStatus: 'none' as never,
  insurancePolicyStatus: 'none' as never,
  userId: null,
  userEmail: null,
  createdOn: '2024-01-01T00:00:00Z',
  resultsCount: 1,
  favoritesCount: 0,
  ratingAdjustmentsCount: 0,
  results: [
    {
      protocolId: 10 + id,
      protocolName: 'М40',
      eventId: 1,
      eventName: 'Кубок',
      eventDate: '2025-05-01',
      place: 2,
      status: 'F' as const,
      points: 50,
      isRatingProtocol: true,
      isShared: shared,
    },
  ],
});

const preview = (over: Partial<ParticipantMergePreview> = {}): ParticipantMergePreview => ({
  participant: side(1, 'Петров'),
  other: side(2, 'Петрoв'),
  fields: [
    { field: 'club', label: 'Клуб', value: 'Вперед', otherValue: null, differs: true },
    { field: 'lastName', label: 'Фамилия', value: 'Петров', otherValue: 'Петрoв', differs: true },
  ],
  sharedProtocols: [],
  canMerge: true,
  refusal: null,
  ...over,
});

describe('merging two riders', () => {
  it('finds the other rider, shows both side by side and merges with the chosen fields', async () => {
    const server = fakeServer({
      'GET /v1/Admin/suggest-participant': [
        {
          id: 1,
          lastName: 'Петров',
          firstName: 'Петр',
          yearOfBirth: 1980,
          club: '',
          resultsCount: 1,
          hasAccount: false,
        },
        {
          id: 2,
          lastName: 'Петрoв',
          firstName: 'Петр',
          yearOfBirth: 1980,
          club: '',
          resultsCount: 1,
          hasAccount: false,
        },
      ],
      'GET /v1/Admin/participant-merge-preview': () => reply(200, preview()),
      'POST /v1/Admin/merge-participants': {
        auditId: 4,
        participantId: 1,
        resultsMoved: 1,
        seasons: [2025],
        recalculationJobId: null,
        message: 'Участники объединены',
      },
    });
    const onClose = vi.fn();
    renderScreen(<MergeDialog participantId={1} riderName="Петров Петр" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Объединить с… (Петров Петр)' });
    await userEvent.type(within(dialog).getByLabelText(/^Участник, которого присоединить/), 'Петр');
    const found = await within(dialog).findByRole('list', { name: 'Найденные участники' });
    // The rider himself is not offered.
    expect(await within(found).findAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(found).getByRole('button', { name: /№ 2/ }));

    expect(await within(dialog).findByText('Присоединяется и удаляется')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Петрoв' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Объединить' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(server)).toEqual([
      {
        method: 'POST',
        url: '/v1/Admin/merge-participants',
        body: { participantId: 1, otherParticipantId: 2, takeFromOther: ['lastName'] },
      },
    ]);
  });

  it('refuses a merge of riders standing in one protocol, with the reason', async () => {
    fakeServer({
      'GET /v1/Admin/suggest-participant': [
        {
          id: 2,
          lastName: 'Петрoв',
          firstName: 'Петр',
          yearOfBirth: 1980,
          club: '',
          resultsCount: 1,
          hasAccount: false,
        },
      ],
      'GET /v1/Admin/participant-merge-preview': () =>
        reply(
          200,
          preview({
            canMerge: false,
            refusal: 'Оба участника стоят в протоколе «М40» (Кубок)',
            other: side(2, 'Петрoв', true),
          }),
        ),
    });
    renderScreen(<MergeDialog participantId={1} riderName="Петров Петр" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Участник, которого присоединить/), 'Петр');
    await userEvent.click(await within(dialog).findByRole('button', { name: /№ 2/ }));
    expect(
      await within(dialog).findByText('Оба участника стоят в протоколе «М40» (Кубок)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('общий протокол')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Объединить' })).toBeDisabled();
  });

  it('takes from the other rider only the fields chosen so', () => {
    expect(takenFromOther({ club: 'kept', lastName: 'other', city: 'other' })).toEqual(['lastName', 'city']);
  });
});
