import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cluster } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { buildUser } from '@/testing/build-user';
import { renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from '../kit/cabinet-scope';
import { ClusterForm, serverFieldErrors } from './cluster-form';
import { clusterRequestBody, clusterFormValues } from './cluster-form-values';
import { ClustersView, EMPTY_CLUSTERS } from './clusters-view';

// The cluster dialog's rules (part 2 §2.8, §5): the server's schema, each message at its field
// before anything is sent; days as YYYY-MM-DDT00:00:00Z; orderNumber is the row's position.

type Sent = { method: string; url: string; body: unknown };

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

const stubServer = (list: { items: Cluster[]; totalCount: number } = { items: [], totalCount: 0 }) => {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.includes('/v1/EventOrganizer/list')) return json([{ id: 5, name: 'Вело Клуб' }]);
    if (url.includes('/v1/Event/disciplines')) return json([{ id: 1, name: 'Шоссе' }]);
    if (url.includes('/v1/Cluster/paged-lk')) return json(list);
    if (method === 'PUT') return new Response('true', { status: 200 });
    return json(CLUSTER);
  });
  return sent;
};
const writes = (sent: Sent[]) =>
  sent.filter((call) => call.url.includes('/v1/Cluster') && call.method !== 'GET');

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

const setDay = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

beforeEach(() =>
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' })),
);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('cluster form', () => {
  it('shows every rule of an empty form at its field and sends nothing', async () => {
    const sent = stubServer();
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
    expect(writes(sent)).toEqual([]);
  });

  it('refuses an end before the start and a minimum age above the maximum, at those fields', async () => {
    const sent = stubServer();
    renderForm(null);
    const dialog = await screen.findByRole('dialog', { name: 'Новый кластер' });
    await userEvent.type(within(dialog).getByLabelText(/^Название кластера/), 'Кластер');
    setDay(within(dialog).getByLabelText(/^Начало периода действия/), '2026-06-01');
    setDay(within(dialog).getByLabelText(/^Конец периода действия/), '2026-05-31');
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
    expect(writes(sent)).toEqual([]);
  });

  it('lets a row be deleted only while more than one exists', async () => {
    stubServer();
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
    stubServer();
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
    const sent = stubServer();
    const onClose = vi.fn();
    renderForm(null, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Новый кластер' });
    expect(await within(dialog).findByDisplayValue('Вело Клуб')).toHaveAttribute('readonly');
    await userEvent.type(within(dialog).getByLabelText(/^Название кластера/), 'Мастерс 2027');
    setDay(within(dialog).getByLabelText(/^Начало периода действия/), '2027-01-01');
    setDay(within(dialog).getByLabelText(/^Конец периода действия/), '2027-12-31');
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
    expect(writes(sent)).toEqual([
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
    const sent = stubServer();
    const onClose = vi.fn();
    renderForm(CLUSTER, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование кластера' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = writes(sent);
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
    const sent = stubServer();
    renderForm(null, vi.fn(), scopeOf({ kind: 'admin', isAdmin: true, ownOrganizerId: null }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый кластер' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Не заполнено поле «организатор»')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
  });
});

describe('cluster form, the server’s answer', () => {
  it('shows a 400’s message at its field and keeps the dialog open', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.includes('/v1/EventOrganizer/list'))
        return new Response(JSON.stringify([{ id: 5, name: 'Вело Клуб' }]), { status: 200 });
      if (url.includes('/v1/Event/disciplines')) return new Response('[]', { status: 200 });
      return new Response(
        JSON.stringify({
          Error: 'Неверный запрос. clusterAgeCategories.0.name: слишком похоже на другую',
          Errors: ['clusterAgeCategories.0.name: слишком похоже на другую'],
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    });
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
    expect(sent.filter((call) => call.startsWith('PUT'))).toHaveLength(1);
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
    stubServer();
    renderView(scopeOf());
    expect(await screen.findByText(EMPTY_CLUSTERS)).toBeInTheDocument();
  });

  it('shows an unconfirmed account an empty read-only list and asks the server nothing', async () => {
    const sent = stubServer({ items: [CLUSTER], totalCount: 1 });
    renderView(scopeOf({ readOnly: true }));
    expect(await screen.findByText('Нет записей')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Поиск по названию' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('lists the clusters with their actions; an administrator sees the organizer column', async () => {
    stubServer({ items: [CLUSTER], totalCount: 1 });
    renderView(scopeOf({ kind: 'admin', isAdmin: true, ownOrganizerId: null }));
    const row = (await screen.findByText('Возрастные группы 2026')).closest('tr')!;
    expect(within(row).getByText('Вело Клуб')).toBeInTheDocument();
    for (const action of ['Просмотр', 'Редактировать', 'Дублировать', 'Удалить'])
      expect(within(row).getByRole('button', { name: action })).toBeEnabled();
    expect(screen.getByRole('columnheader', { name: /Создан/ })).toHaveAttribute('aria-sort', 'descending');
  });
});
