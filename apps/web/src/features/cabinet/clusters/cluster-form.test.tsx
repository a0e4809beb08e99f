import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cluster } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { buildOrganizer } from '@/testing/build-organizer';
import { buildUser } from '@/testing/build-user';
import { fakeServer, reply, signInForTest, type FakeServer } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from '../kit/cabinet-scope';
import { ClusterForm, serverFieldErrors } from './cluster-form';
import { clusterRequestBody, clusterFormValues } from './cluster-form-values';
import { ClustersView, EMPTY_CLUSTERS } from './clusters-view';

// The cluster dialog's rules (part 2 §2.8, §5): the server's schema, each message at its field
// before anything is sent; days as YYYY-MM-DDT00:00:00Z; orderNumber is the row's position.

const CLUSTER: Cluster = {
  id: 42,
  name: 'Возрастные группы 2026',
  comment: 'Комментарий',
  organizer: { id: 5, name: 'Вело Клуб' },
  organizerId: 5,
  disciplineName: 'Шоссе',
  disciplineTypeId: 1,
  activePeriod: { start: '2026-01-01T00:00:00Z', end: '2026-12-31T00:00:00Z' },
  createdOn: '2026-01-02T10:00:00.000Z',
  updatedOn: '2026-01-02T10:00:00.000Z',
  clusterAgeCategories: [
    {
      id: 8,
      name: 'М40',
      gender: 'male',
      minAge: 40,
      maxAge: 49,
      orderNumber: 2,
      mustIncludeInRating: true,
      finalRatingHexColor: '#CCCCCC',
    },
    {
      id: 7,
      name: 'Ж30',
      gender: 'female',
      minAge: 30,
      maxAge: 39,
      orderNumber: 1,
      mustIncludeInRating: false,
      finalRatingHexColor: '#ff0000',
    },
  ],
};

const serve = (list: { items: Cluster[]; totalCount: number } = { items: [], totalCount: 0 }) =>
  fakeServer({
    'GET /v1/EventOrganizer/list': [buildOrganizer(5, 'Вело Клуб')],
    'GET /v1/Event/disciplines': [{ id: 1, name: 'Шоссе' }],
    'POST /v1/Cluster/paged-lk': list,
    'POST /v1/Cluster': CLUSTER,
    'PUT /v1/Cluster': true,
  });
/** The cluster writes the form sent: method, path and body. */
const writes = (server: FakeServer) =>
  server.sent
    .filter((request) => request.path === '/v1/Cluster')
    .map(({ method, path, body }) => ({ method, url: path, body }));

const scopeOf = (over: Partial<CabinetScope> = {}): CabinetScope => ({
  kind: 'org',
  isAdmin: false,
  ownOrganizerId: 5,
  readOnly: false,
  user: buildUser({ organizerId: 5, roleNames: ['Organizer'] }),
  ...over,
});

const renderForm = (cluster: Cluster | null, onClose = vi.fn(), scope = scopeOf()) =>
  renderScreen(
    <CabinetScopeProvider value={scope}>
      <ClusterForm cluster={cluster} onClose={onClose} />
    </CabinetScopeProvider>,
  );

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

// The date pickers are typed into a key at a time: a slow form on a shared machine (as the configs').
describe('cluster form', { timeout: 45_000 }, () => {
  it('shows every rule of an empty form at its field and sends nothing', async () => {
    const server = serve();
    renderForm(null);
    const dialog = await screen.findByRole('dialog', { name: 'Новый кластер' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    expect(await within(dialog).findByText('Не заполнено поле «название кластера»')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Начало периода действия/)).toHaveAccessibleDescription(
      'Не заполнено поле «начало периода действия»',
    );
    expect(within(dialog).getByLabelText(/^Конец периода действия/)).toHaveAccessibleDescription(
      'Не заполнено поле «конец периода действия»',
    );
    const row = within(dialog).getByRole('group', { name: 'Категория 1' });
    expect(within(row).getByLabelText(/^Название категории/)).toHaveAccessibleDescription(
      'Не заполнено поле «название возрастной категории»',
    );
    expect(within(row).getByLabelText(/^Возраст от/)).toHaveAccessibleDescription(
      'Не заполнено поле «минимальный возраст»',
    );
    expect(within(row).getByLabelText(/^Возраст до/)).toHaveAccessibleDescription(
      'Не заполнено поле «максимальный возраст»',
    );
    expect(writes(server)).toEqual([]);
  });

  it('refuses an end before the start and a minimum age above the maximum, at those fields', async () => {
    const server = serve();
    renderForm(null);
    const dialog = await screen.findByRole('dialog', { name: 'Новый кластер' });
    await userEvent.type(within(dialog).getByLabelText(/^Название кластера/), 'Кластер');
    await setDay(within(dialog).getByLabelText(/^Начало периода действия/), '01/06/2026');
    await setDay(within(dialog).getByLabelText(/^Конец периода действия/), '31/05/2026');
    const row = within(dialog).getByRole('group', { name: 'Категория 1' });
    await userEvent.type(within(row).getByLabelText(/^Название категории/), 'М50');
    await userEvent.type(within(row).getByLabelText(/^Возраст от/), '59');
    await userEvent.type(within(row).getByLabelText(/^Возраст до/), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Конец периода действия/)).toHaveAccessibleDescription(
        'Поле «конец периода действия»: не раньше начала',
      ),
    );
    expect(within(row).getByLabelText(/^Возраст до/)).toHaveAccessibleDescription(
      'Поле «максимальный возраст»: не меньше минимального',
    );
    expect(writes(server)).toEqual([]);
  });

  it('lets a row be deleted only while more than one exists', async () => {
    serve();
    renderForm(null);
    const dialog = await screen.findByRole('dialog', { name: 'Новый кластер' });
    const deleteButtons = () => within(dialog).getAllByRole('button', { name: /^Удалить категорию/ });
    expect(deleteButtons()).toHaveLength(1);
    expect(deleteButtons()[0]).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить категорию' }));
    expect(deleteButtons()).toHaveLength(2);
    expect(deleteButtons()[0]).toBeEnabled();
    await userEvent.click(deleteButtons()[1]!);
    expect(deleteButtons()).toHaveLength(1);
    expect(deleteButtons()[0]).toBeDisabled();
  });

  it('disables the colour while its toggle is off, and resets it to #cccccc', async () => {
    serve();
    renderForm(CLUSTER);
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование кластера' });
    // Rows come in their order: Ж30 (1, its own colour), М40 (2, the default).
    const first = within(dialog).getByRole('group', { name: 'Категория 1' });
    expect(within(first).getByLabelText(/^Название категории/)).toHaveValue('Ж30');
    const color = within(first).getByLabelText('Цвет в итоговом рейтинге');
    expect(color).toHaveValue('#ff0000');
    expect(color).toBeEnabled();
    await userEvent.click(within(first).getByRole('switch', { name: 'Свой цвет' }));
    expect(color).toBeDisabled();
    expect(color).toHaveValue('#cccccc');
    const second = within(dialog).getByRole('group', { name: 'Категория 2' });
    expect(within(second).getByLabelText('Цвет в итоговом рейтинге')).toBeDisabled();
  });

  it('sends a new cluster of the organizer’s own, days at UTC midnight, rows numbered by position', async () => {
    const server = serve();
    const onClose = vi.fn();
    renderForm(null, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Новый кластер' });
    expect(await within(dialog).findByDisplayValue('Вело Клуб')).toHaveAttribute('readonly');
    await userEvent.type(within(dialog).getByLabelText(/^Название кластера/), 'Мастерс 2027');
    await setDay(within(dialog).getByLabelText(/^Начало периода действия/), '01/01/2027');
    await setDay(within(dialog).getByLabelText(/^Конец периода действия/), '31/12/2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить категорию' }));
    const fill = async (name: string, row: string, min: string, max: string) => {
      const group = within(dialog).getByRole('group', { name });
      await userEvent.type(within(group).getByLabelText(/^Название категории/), row);
      await userEvent.type(within(group).getByLabelText(/^Возраст от/), min);
      await userEvent.type(within(group).getByLabelText(/^Возраст до/), max);
    };
    await fill('Категория 1', 'М30', '30', '39');
    await fill('Категория 2', 'М40', '40', '49');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(server)).toEqual([
      {
        method: 'POST',
        url: '/v1/Cluster',
        body: {
          name: 'Мастерс 2027',
          comment: '',
          organizerId: 5,
          disciplineTypeId: null,
          activePeriod: { start: '2027-01-01T00:00:00Z', end: '2027-12-31T00:00:00Z' },
          clusterAgeCategories: [
            {
              name: 'М30',
              gender: 'all',
              minAge: 30,
              maxAge: 39,
              orderNumber: 1,
              mustIncludeInRating: true,
              finalRatingHexColor: '#cccccc',
            },
            {
              name: 'М40',
              gender: 'all',
              minAge: 40,
              maxAge: 49,
              orderNumber: 2,
              mustIncludeInRating: true,
              finalRatingHexColor: '#cccccc',
            },
          ],
        },
      },
    ]);
  });

  it('sends an edit with its id and the rows’ ids, with «Сохранить»', async () => {
    const server = serve();
    const onClose = vi.fn();
    renderForm(CLUSTER, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование кластера' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = writes(server);
    expect(put).toMatchObject({ method: 'PUT', url: '/v1/Cluster' });
    expect(put!.body).toMatchObject({
      id: 42,
      organizerId: 5,
      disciplineTypeId: 1,
      activePeriod: { start: '2026-01-01T00:00:00Z', end: '2026-12-31T00:00:00Z' },
      clusterAgeCategories: [
        { id: 7, name: 'Ж30', orderNumber: 1, finalRatingHexColor: '#ff0000', mustIncludeInRating: false },
        { id: 8, name: 'М40', orderNumber: 2, finalRatingHexColor: '#cccccc', mustIncludeInRating: true },
      ],
    });
  });

  it('lets an administrator choose the organizer, which is required', async () => {
    const server = serve();
    renderForm(null, vi.fn(), scopeOf({ kind: 'admin', isAdmin: true, ownOrganizerId: null }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый кластер' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Не заполнено поле «организатор»')).toBeInTheDocument();
    expect(writes(server)).toEqual([]);
  });
});

describe('cluster form, the server’s answer', () => {
  it('shows a 400’s message at its field and keeps the dialog open', async () => {
    const server = serve();
    server.answer(
      'PUT /v1/Cluster',
      reply(400, {
        Error: 'Неверный запрос. clusterAgeCategories.0.name: слишком похоже на другую',
        Errors: ['clusterAgeCategories.0.name: слишком похоже на другую'],
      }),
    );
    const onClose = vi.fn();
    renderForm(CLUSTER, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование кластера' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const row = within(dialog).getByRole('group', { name: 'Категория 1' });
    await waitFor(() =>
      expect(within(row).getByLabelText(/^Название категории/)).toHaveAccessibleDescription(
        'слишком похоже на другую',
      ),
    );
    expect(server.requests('PUT /v1/Cluster')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });
});

describe('cluster form values', () => {
  it('reads the rows in their order and writes them back numbered by position', () => {
    const values = clusterFormValues(CLUSTER, null);
    const reversed = { ...values, clusterAgeCategories: [...values.clusterAgeCategories].reverse() };
    expect(
      clusterRequestBody(reversed).clusterAgeCategories.map((row) => [row.name, row.orderNumber]),
    ).toEqual([
      ['М40', 1],
      ['Ж30', 2],
    ]);
  });

  it('reads a 400’s field messages', () => {
    const error = new ApiError(400, {
      Error: 'Неверный запрос. name: Не заполнено поле «название кластера»',
      Errors: [
        'name: Не заполнено поле «название кластера»',
        'clusterAgeCategories.0.maxAge: Поле: не больше 150',
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      name: 'Не заполнено поле «название кластера»',
      'clusterAgeCategories.0.maxAge': 'Поле: не больше 150',
    });
    expect(serverFieldErrors(new ApiError(409, { Error: 'x: y' }))).toEqual({});
  });
});

describe('clusters view', () => {
  const renderView = (scope: CabinetScope) =>
    renderScreen(
      <CabinetScopeProvider value={scope}>
        <ClustersView />
      </CabinetScopeProvider>,
    );

  it('says the spec’s sentence when there are no clusters', async () => {
    serve();
    renderView(scopeOf());
    expect(await screen.findByText(EMPTY_CLUSTERS)).toBeInTheDocument();
  });

  it('shows an unconfirmed account an empty read-only list and asks the server nothing', async () => {
    const server = serve({ items: [CLUSTER], totalCount: 1 });
    renderView(scopeOf({ readOnly: true }));
    expect(await screen.findByText('Нет записей')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Поиск по названию' })).toBeNull();
    expect(server.sent).toEqual([]);
  });

  it('lists the clusters with their actions; an administrator sees the organizer column', async () => {
    serve({ items: [CLUSTER], totalCount: 1 });
    renderView(scopeOf({ kind: 'admin', isAdmin: true, ownOrganizerId: null }));
    const row = (await screen.findByText('Возрастные группы 2026')).closest('tr')!;
    expect(within(row).getByText('Вело Клуб')).toBeInTheDocument();
    for (const action of ['Просмотр', 'Редактировать', 'Дублировать', 'Удалить'])
      expect(within(row).getByRole('button', { name: action })).toBeEnabled();
    expect(screen.getByRole('columnheader', { name: /Создан/ })).toHaveAttribute('aria-sort', 'descending');
  });
});
