import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobView, Saga, SagaListItem } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { renderCabinetView } from '../kit/cabinet-test-kit';
import { ImportsView } from './imports-view';
import { readPackage } from './saga-edit-form';

// The timing partner's imports (issue 42): the sagas with state and step, a saga's detail and
// errors, a failed package corrected and queued again, and a processing run started now.

const ROWS = [
  {
    place: 1,
    bib: '',
    lastName: 'Петров',
    firstName: 'Пётр',
    middleName: '',
    yearOfBirth: 1980,
    gender: 'male',
  },
  {
    place: 2,
    bib: '',
    lastName: 'Орлова',
    firstName: 'Анна',
    middleName: '',
    yearOfBirth: 1985,
    gender: null,
  },
].map((row) => ({
  ...row,
  gender: row.gender as 'male' | null,
  category: '',
  club: '',
  city: '',
  resultTime: '',
  resultTimeMs: null,
  status: 'F' as const,
  isOutOfCompetition: false,
  sprintWinner: false,
  mountainWinner: false,
  points: null,
}));

const listItem = (over: Partial<SagaListItem> = {}): SagaListItem => ({
  id: 5,
  packageId: 'tdk-2026-05-17-m40',
  state: 'failed',
  stateTitle: 'Ошибка',
  step: 'validate',
  stepTitle: 'Проверка пакета',
  attempts: 1,
  errors: ['Строка 2: не указан пол, а категория «Абсолют» для обоих полов'],
  protocolId: null,
  createdOn: '2026-11-20T10:00:00.000Z',
  updatedOn: '2026-11-20T10:01:00.000Z',
  finishedOn: null,
  organizer: { id: 7, name: 'ТДК Старт' },
  eventId: 31,
  rowsCount: 2,
  ...over,
});

const saga = (over: Partial<Saga> = {}): Saga => ({
  ...listItem(),
  package: {
    eventId: 31,
    clusterAgeCategoryId: 44,
    configId: 1,
    name: 'Абсолют',
    isRatingProtocol: true,
    rows: ROWS,
  },
  ...over,
});

const job = (status: JobView['status']): JobView => ({
  id: 77,
  type: 'integration.process-sagas',
  status,
  progress: status === 'done' ? 1 : 0,
  total: 1,
  result: null,
  error: null,
  createdOn: '2026-11-24T09:00:00.000Z',
  finishedOn: null,
});

const serve = () => {
  let edited = false;
  const jobs = [job('running'), job('done')];
  return fakeServer({
    'POST /integration-api/Operator/paged-sagas': () => ({
      items: [
        listItem(edited ? { state: 'new', stateTitle: 'В очереди', errors: [] } : {}),
        listItem({
          id: 4,
          packageId: 'tdk-2026-05-10-w30',
          state: 'done',
          stateTitle: 'Готово',
          step: 'finished',
          stepTitle: 'Завершено',
          errors: [],
          protocolId: 90,
        }),
      ],
      totalCount: 2,
    }),
    'GET /integration-api/Operator/saga/{id}': () => saga(),
    'POST /integration-api/Operator/edit-saga': ({ body }) => {
      edited = true;
      return saga({ ...(body as object), state: 'new', stateTitle: 'В очереди' } as Partial<Saga>);
    },
    'POST /integration-api/Operator/trigger-process-new-sagas-job': { jobId: 77, waitingSagas: 1 },
    'GET /v1/Job/{id}': () => (jobs.length > 1 ? jobs.shift()! : jobs[0]!),
    'POST /v1/Event/paged-lk': {
      items: [],
      totalCount: 0,
    },
    'POST /v1/Cluster/paged-lk': { items: [], totalCount: 0 },
    'POST /v1/ProtocolConfig/paged': { items: [], totalCount: 0 },
  });
};

const render = (path = '/lk/admin?viewType=imports') => renderCabinetView(<ImportsView />, { path });

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('imports view', () => {
  it('lists the packages with their state, step and errors, by the state of the address', async () => {
    const server = serve();
    const { router } = render('/lk/admin?viewType=imports&type=failed');
    const failed = await screen.findByRole('row', { name: /tdk-2026-05-17-m40/ });
    expect(failed).toHaveTextContent('Ошибка');
    expect(failed).toHaveTextContent('Проверка пакета');
    expect(failed).toHaveTextContent('Строка 2: не указан пол');
    expect(within(failed).getByRole('button', { name: 'Исправить: пакет tdk-2026-05-17-m40' })).toBeVisible();
    const done = screen.getByRole('row', { name: /tdk-2026-05-10-w30/ });
    expect(within(done).queryByRole('button', { name: /Исправить/ })).toBeNull();
    expect(server.lastBody('POST /integration-api/Operator/paged-sagas')).toEqual({
      page: 1,
      size: 10,
      state: 'failed',
      organizerId: null,
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Все' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('type'));
  });

  it('shows a package’s detail with its errors and rows', async () => {
    serve();
    render();
    const row = await screen.findByRole('row', { name: /tdk-2026-05-17-m40/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Подробнее: пакет tdk-2026-05-17-m40' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пакет «tdk-2026-05-17-m40»' });
    expect(
      await within(dialog).findByText('Строка 2: не указан пол, а категория «Абсолют» для обоих полов'),
    ).toBeVisible();
    expect(within(dialog).getByRole('row', { name: /Орлова Анна/ })).toBeInTheDocument();
    expect(within(dialog).getByText('не создан')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Исправить и запустить заново' })).toBeEnabled();
  });

  it('corrects a failed package: the rows are checked before sending, then it is queued again', async () => {
    const server = serve();
    const success = vi.spyOn(toast, 'success');
    render();
    const row = await screen.findByRole('row', { name: /tdk-2026-05-17-m40/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Исправить: пакет tdk-2026-05-17-m40' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пакет «tdk-2026-05-17-m40»' });
    const rows = await within(dialog).findByRole('textbox', { name: 'Строки (JSON)' });
    fireEvent.change(rows, { target: { value: '[{"lastName": "Орлова"' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить и запустить заново' }));
    expect(await within(dialog).findByText(/не удалось прочитать JSON/)).toBeInTheDocument();
    expect(server.requests('POST /integration-api/Operator/edit-saga')).toEqual([]);

    const fixed = ROWS.map((entry, index) => (index === 1 ? { ...entry, gender: 'female' } : entry));
    fireEvent.change(rows, { target: { value: JSON.stringify(fixed) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить и запустить заново' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Успешно', 'Пакет исправлен и поставлен в очередь'),
    );
    expect(server.lastBody('POST /integration-api/Operator/edit-saga')).toMatchObject({
      id: 5,
      package: {
        eventId: 31,
        clusterAgeCategoryId: 44,
        configId: 1,
        name: 'Абсолют',
        isRatingProtocol: true,
        rows: [{ lastName: 'Петров' }, { lastName: 'Орлова', gender: 'female' }],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('row', { name: /tdk-2026-05-17-m40.*В очереди/ })).toBeInTheDocument();
  });

  it('starts processing now, says how many wait, and follows the run to its end', async () => {
    const server = serve();
    const success = vi.spyOn(toast, 'success');
    render();
    await screen.findByRole('row', { name: /tdk-2026-05-17-m40/ });
    await userEvent.click(screen.getByRole('button', { name: 'Запустить обработку' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Обработка запущена', 'Ждут обработки: 1 пакет'),
    );
    expect(screen.getByRole('progressbar', { name: 'Обработка пакетов' })).toBeInTheDocument();
    // The bar's line says the run ended (the state filter has a 'Готово' of its own).
    expect(await screen.findByText('Готово', { selector: 'p' }, { timeout: 4000 })).toBeInTheDocument();
    expect(server.requests('POST /integration-api/Operator/trigger-process-new-sagas-job')).toHaveLength(1);
    // The list is read again once the run ended.
    await waitFor(() =>
      expect(server.requests('POST /integration-api/Operator/paged-sagas').length).toBeGreaterThan(1),
    );
  });
});

describe('reading a corrected package', () => {
  const values = {
    eventId: '31',
    clusterAgeCategoryId: '44',
    configId: '1',
    name: '',
    isRatingProtocol: true,
    rows: '[]',
  };
  it('names the rows’ problems by row, as the saga does', () => {
    const read = readPackage({
      ...values,
      rows: JSON.stringify([{ lastName: 'Петров', firstName: 'Пётр' }]),
    });
    expect(read.errors?.rows).toMatch(/^Строка 1: /);
  });
  it('refuses a package without rows', () => {
    expect(readPackage(values).errors?.rows).toBe('В пакете нет ни одной строки с результатом');
  });
});
