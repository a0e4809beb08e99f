import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { News } from '@velo/contracts';
import { useMutation } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fail, fakeServer, signInForTest } from '@/testing/fake-server';
import { deleteNews } from '../news/api/delete-news';
import { getNewsQueryOptions } from '../news/api/get-news';
import { CabinetList } from './cabinet-list';
import { renderCabinetView, stubPhoneScreen, UNCONFIRMED_SCOPE } from './cabinet-test-kit';
import { defineList } from './list-definition';
import { RowAction } from './row-action';
import { useCabinetList } from './use-cabinet-list';
import { useDeletion } from './use-deletion';

// The cabinet's list kit (issue 40): one list view for every cabinet list. Tried here on a list of
// its own over the news call, so what is checked is the kit's, not a view's.

const news = (id: number, title: string): News => ({
  id,
  title,
  text: '',
  createdOn: '2026-11-20T10:00:00Z',
  startVisibleInRunningLine: null,
  endVisibleInRunningLine: null,
});

const list = defineList<News, 'title' | 'createdOn'>({
  sort: {
    fields: ['title', 'createdOn'],
    default: { field: 'createdOn', direction: -1 },
    firstDirection: { createdOn: -1 },
  },
  query: (search, _scope, sort) =>
    getNewsQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? 10,
      // The news call has no sort: the test reads it back from the title filter.
      title: [search.q ?? '', sort ? `${sort.field}:${sort.direction}` : ''].join('|'),
    }),
});

const TestList = () => {
  const state = useCabinetList(list);
  const remove = useMutation({ mutationFn: deleteNews });
  const deletion = useDeletion({
    mutation: remove,
    variables: (item: News) => item.id,
    title: 'Удалить запись?',
    text: (item) => `«${item.title}» будет удалена.`,
    success: 'Запись удалена',
  });
  return (
    <CabinetList
      state={state}
      search={{ label: 'Поиск по заголовку' }}
      add={{ label: 'Добавить', onClick: () => toast.info('Добавление', 'открыто') }}
      empty="Записей пока нет"
      minWidth={500}
      rowKey={(item) => item.id}
      columns={[
        { key: 'title', header: 'Заголовок', sortField: 'title', card: 'title', cell: (item) => item.title },
        { key: 'created', header: 'Создана', sortField: 'createdOn', cell: () => '20/11/2026' },
      ]}
      actions={(item) => (
        <RowAction label="Удалить" icon={null} color="red" onClick={() => deletion.ask(item)} />
      )}
    >
      {deletion.dialog}
    </CabinetList>
  );
};

/** A server of 23 news items, 10 a page, and their delete. */
const serve = (items = Array.from({ length: 23 }, (_, index) => news(index + 1, `Новость ${index + 1}`))) =>
  fakeServer({
    'POST /v1/News/paged': ({ body }) => {
      const { page, size } = body as { page: number; size: number };
      return { items: items.slice((page - 1) * size, page * size), totalCount: items.length };
    },
    'DELETE /v1/News/{id}': ({ params }) => (params.id === '13' ? fail(409, 'Новость нельзя удалить') : true),
  });

const render = (path = '/lk/admin?viewType=news') => renderCabinetView(<TestList />, { path });

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the cabinet list kit', () => {
  it('shows a skeleton while the first page loads, then the rows and the pager', async () => {
    const server = serve();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const items = Array.from({ length: 23 }, (_, index) => news(index + 1, `Новость ${index + 1}`));
    server.answer('POST /v1/News/paged', async () => {
      await answered;
      return { items: items.slice(0, 10), totalCount: 23 };
    });
    render();
    expect(await screen.findByLabelText('Загрузка')).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('row', { name: /Новость 1\b/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Загрузка')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 из 23 записей')).toBeInTheDocument();
  });

  it('asks for the page and size of the address, and a pager link moves the address on', async () => {
    const server = serve();
    const { router } = render('/lk/admin?viewType=news&page=2&size=20');
    expect(await screen.findByRole('row', { name: /Новость 21/ })).toBeInTheDocument();
    expect(server.lastBody('POST /v1/News/paged')).toMatchObject({ page: 2, size: 20 });
    await userEvent.click(screen.getByRole('link', { name: 'Первая страница' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('page'));
    expect(await screen.findByRole('row', { name: /Новость 1\b/ })).toBeInTheDocument();
  });

  it('follows the search box into the address after a pause, back on page 1', async () => {
    const server = serve();
    const { router } = render('/lk/admin?viewType=news&page=2');
    await screen.findByRole('row', { name: /Новость 11/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск по заголовку' }), 'Кубок');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Кубок' }));
    expect(router.state.location.search).not.toHaveProperty('page');
    await waitFor(() =>
      expect(server.lastBody('POST /v1/News/paged')).toMatchObject({ page: 1, title: 'Кубок|createdOn:-1' }),
    );
  });

  it('sorts by a header, first in its own direction, then reversed; the default sort leaves the address', async () => {
    const server = serve();
    const { router } = render();
    await screen.findByRole('row', { name: /Новость 1\b/ });
    const title = screen.getByRole('columnheader', { name: /Заголовок/ });
    expect(title).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(title).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'title', dir: 1 }));
    await waitFor(() => expect(server.lastBody('POST /v1/News/paged')).toMatchObject({ title: '|title:1' }));
    const created = screen.getByRole('columnheader', { name: /Создана/ });
    await userEvent.click(within(created).getByRole('button'));
    // createdOn newest first is the default: the address drops the sort.
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('sort'));
  });

  it('says the empty list’s sentence, and a failed load in a sentence', async () => {
    serve([]);
    render();
    expect(await screen.findByText('Записей пока нет')).toBeInTheDocument();
    vi.unstubAllGlobals();
    fakeServer({ 'POST /v1/News/paged': fail(500, 'Сбой') });
    render('/lk/admin?viewType=news&q=x');
    expect(await screen.findByText('Не удалось загрузить данные')).toBeInTheDocument();
  });

  it('asks before deleting; «Оставить» sends nothing, confirming deletes and says so, a refusal says the server’s words', async () => {
    const server = serve();
    const success = vi.spyOn(toast, 'success');
    const failure = vi.spyOn(toast, 'error');
    render();
    const row = await screen.findByRole('row', { name: /Новость 3\b/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить запись?' });
    expect(dialog).toHaveTextContent('«Новость 3» будет удалена.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Оставить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests('DELETE /v1/News/{id}')).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Удалить запись?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Запись удалена'));
    expect(server.requests('DELETE /v1/News/{id}').map((request) => request.params.id)).toEqual(['3']);

    await userEvent.click(screen.getByRole('link', { name: 'Следующая страница' }));
    const thirteen = await screen.findByRole('row', { name: /Новость 13/ });
    await userEvent.click(within(thirteen).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Удалить запись?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Ошибка', 'Новость нельзя удалить'));
  });

  it('on a phone shows the page as cards, each with its fields and its actions as labelled buttons', async () => {
    stubPhoneScreen();
    serve();
    render();
    const cards = await screen.findByRole('list', { name: 'Записи' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Новость 1');
    expect(within(first).getByText('Создана')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Удалить' })).toHaveTextContent('Удалить');
    await userEvent.click(within(first).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('dialog', { name: 'Удалить запись?' })).toHaveTextContent('«Новость 1»');
  });

  it('shows an unconfirmed account the empty list with no toolbar, and asks the server nothing', async () => {
    const server = serve();
    renderCabinetView(<TestList />, { path: '/lk/org?viewType=news', scope: UNCONFIRMED_SCOPE });
    expect(await screen.findByText('Нет записей')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    expect(server.sent).toEqual([]);
  });
});
