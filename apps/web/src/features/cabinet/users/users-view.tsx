import { useState } from 'react';
import {
  Autocomplete,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconLock,
  IconLockOpen,
  IconSearch,
  IconShieldMinus,
  IconShieldPlus,
  IconTrash,
  IconUserCheck,
  IconUserPlus,
  IconUserX,
} from '@tabler/icons-react';
import type { UserListItem } from '@velo/contracts';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { useCabinetScope } from '../kit/cabinet-scope';
import { CabinetTable } from '../kit/cabinet-table';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { SortHeader } from '../kit/sort-header';
import { sortOf, useCabinetSearch } from '../kit/use-cabinet-search';
import { useAddAdminRole } from './api/add-admin-role';
import { useBlockUser } from './api/block-user';
import { useDeleteUser } from './api/delete-user';
import { useUsers } from './api/get-users';
import { useRemoveAdminRole } from './api/remove-admin-role';
import { useSuggestUsers } from './api/suggest-users';
import { AddAdminDialog, ConfirmUserDialog, RejectUserDialog } from './user-dialogs';
import { roleRequestText, userStatus, waitsForRole } from './user-status';

const SORT_FIELDS = ['lastName', 'email', 'registrationDate'] as const;

const ROLE_OPTIONS = [
  { value: 'Participant', label: 'Участники' },
  { value: 'Organizer', label: 'Организаторы' },
  { value: 'Admin', label: 'Администраторы' },
];
const STATUS_OPTIONS = [
  { value: 'waiting', label: 'Ждут подтверждения' },
  { value: 'confirmed', label: 'Подтверждены' },
  { value: 'rejected', label: 'Отклонены' },
  { value: 'blocked', label: 'Заблокированы' },
];

/** The simple writes that ask first: block or unblock, delete, give or take the administrator role. */
type Pending = { kind: 'block' | 'delete' | 'grant' | 'revoke'; user: UserListItem };

const fullName = (user: UserListItem) => `${user.lastName} ${user.firstName}`.trim() || user.email;

const pendingText = ({ kind, user }: Pending): { title: string; text: string; confirm: string } => {
  const name = fullName(user);
  switch (kind) {
    case 'block':
      return user.isBlocked
        ? {
            title: 'Разблокировать пользователя?',
            text: `${name} снова сможет входить в портал.`,
            confirm: 'Разблокировать',
          }
        : {
            title: 'Заблокировать пользователя?',
            text: `${name} не сможет входить в портал; открытые сеансы закончатся.`,
            confirm: 'Заблокировать',
          };
    case 'delete':
      return {
        title: 'Удалить учетную запись?',
        text: `Учетная запись ${name} (${user.email}) будет удалена. Профиль участника и его результаты останутся.`,
        confirm: 'Удалить',
      };
    case 'grant':
      return {
        title: 'Сделать администратором?',
        text: `${name} получит доступ к кабинету администратора.`,
        confirm: 'Сделать администратором',
      };
    case 'revoke':
      return {
        title: 'Снять роль администратора?',
        text: `${name} потеряет доступ к кабинету администратора.`,
        confirm: 'Снять роль',
      };
  }
};

/**
 * The users (issue 14, part 2 §7.7): accounts by name or e-mail, role and state, with their role
 * requests; confirm (binding an organizer), reject with a reason, block, delete, the administrator
 * role, and a new administrator by invitation.
 */
export const UsersView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const sort = sortOf(search, SORT_FIELDS, { field: 'registrationDate', direction: -1 });
  const [query, setQuery] = useState(search.q ?? '');
  const applyQuery = useDebouncedCallback((q: string) => setSearch({ q: q.trim() || undefined }), 400);
  const suggestions = useSuggestUsers(query);
  const suggestedNames = new Map(
    (suggestions.data ?? []).map((user) => [
      user.email,
      [user.lastName, user.firstName].filter(Boolean).join(' '),
    ]),
  );
  const list = useUsers(
    {
      page,
      size,
      searchText: search.q ?? null,
      role: search.role ?? null,
      status: search.status ?? null,
      sort: { fieldName: sort.field, direction: sort.direction },
    },
    !scope.readOnly,
  );
  const [confirming, setConfirming] = useState<UserListItem | null>(null);
  const [rejecting, setRejecting] = useState<UserListItem | null>(null);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  const done = (message: string) => () => {
    toast.success('Успешно', message);
    setPending(null);
  };
  const failed = (fallback: string) => (error: Error) => {
    toast.error('Ошибка', errorText(error, fallback));
    setPending(null);
  };
  const block = useBlockUser({
    onSuccess: (blocked) => done(blocked ? 'Пользователь заблокирован' : 'Пользователь разблокирован')(),
    onError: failed('Не удалось изменить блокировку'),
  });
  const remove = useDeleteUser({
    onSuccess: done('Учетная запись удалена'),
    onError: failed('Ошибка удаления'),
  });
  const grant = useAddAdminRole({
    onSuccess: done('Роль администратора выдана'),
    onError: failed('Не удалось выдать роль'),
  });
  const revoke = useRemoveAdminRole({
    onSuccess: done('Роль администратора снята'),
    onError: failed('Не удалось снять роль'),
  });
  const busy = block.isPending || remove.isPending || grant.isPending || revoke.isPending;
  const runPending = () => {
    if (!pending) return;
    const { kind, user } = pending;
    if (kind === 'block') block.mutate(user.id);
    else if (kind === 'delete') remove.mutate(user.id);
    else if (kind === 'grant') grant.mutate(user.id);
    else revoke.mutate(user.id);
  };
  const pendingTexts = pending ? pendingText(pending) : null;

  return (
    <Stack gap="md">
      {scope.readOnly ? null : (
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            {/* Typing filters the list; the accounts suggest-user finds are offered, and one
                chosen narrows the list to its e-mail. */}
            <Autocomplete
              label="Поиск"
              placeholder="Фамилия, имя или email"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={query}
              data={[...suggestedNames.keys()]}
              filter={({ options }) => options}
              renderOption={({ option }) => (
                <div>
                  <Text size="sm">{suggestedNames.get(option.value) || option.value}</Text>
                  <Text size="xs" c="dimmed">
                    {option.value}
                  </Text>
                </div>
              )}
              onChange={(value) => {
                setQuery(value);
                applyQuery(value);
              }}
              onOptionSubmit={(email) => {
                setQuery(email);
                applyQuery.cancel();
                setSearch({ q: email });
              }}
              w={{ base: '100%', xs: 300 }}
            />
            <Select
              label="Роль"
              placeholder="Все роли"
              data={ROLE_OPTIONS}
              value={search.role ?? null}
              onChange={(value) => setSearch({ role: (value ?? undefined) as typeof search.role })}
              clearable
              w={{ base: '100%', xs: 190 }}
            />
            <Select
              label="Состояние"
              placeholder="Все"
              data={STATUS_OPTIONS}
              value={search.status ?? null}
              onChange={(value) => setSearch({ status: (value ?? undefined) as typeof search.status })}
              clearable
              w={{ base: '100%', xs: 210 }}
            />
          </Group>
          <Button leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Добавить администратора
          </Button>
        </Group>
      )}
      {scope.readOnly ? (
        <EmptyState title="Нет записей" />
      ) : list.isPending ? (
        <ViewSkeleton />
      ) : list.isError ? (
        <LoadError />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="Нет записей" />
      ) : (
        <>
          <CabinetTable minWidth={980}>
            <Table.Thead>
              <Table.Tr>
                <SortHeader
                  field="lastName"
                  label="Пользователь"
                  sort={sort}
                  onSort={(next) => setSearch({ sort: next.field, dir: next.direction })}
                />
                <Table.Th>Роли</Table.Th>
                <Table.Th>Вход</Table.Th>
                <SortHeader
                  field="registrationDate"
                  label="Регистрация"
                  sort={sort}
                  firstDirection={-1}
                  onSort={(next) => setSearch({ sort: next.field, dir: next.direction })}
                />
                <Table.Th>Состояние</Table.Th>
                <Table.Th>Заявка</Table.Th>
                <Table.Th pos="relative">
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((user) => {
                const status = userStatus(user);
                const request = roleRequestText(user.addRoleRequest);
                const isAdmin = user.roleNames.includes('Admin');
                const isSelf = user.id === scope.user.id;
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Text fw={500}>{fullName(user)}</Text>
                      <Text size="sm" c="dimmed">
                        {user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {user.roles.join(', ') || '—'}
                      {user.organizerName ? (
                        <Text size="sm" c="dimmed">
                          {user.organizerName}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{user.loginProvider}</Table.Td>
                    <Table.Td>{formatDate(user.registrationDate)}</Table.Td>
                    <Table.Td>
                      <Badge color={status.color} variant="light" c={status.text}>
                        {status.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {request ?? '—'}
                      {user.addRoleRequest?.comment ? (
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {user.addRoleRequest.comment}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        {(!user.isConfirmed || waitsForRole(user)) && !user.isBlocked ? (
                          <RowAction
                            label={waitsForRole(user) ? 'Одобрить заявку на роль' : 'Подтвердить'}
                            color="green"
                            icon={<IconUserCheck size={18} aria-hidden="true" />}
                            onClick={() => setConfirming(user)}
                          />
                        ) : null}
                        {(!user.isConfirmed && !user.isRejected) || waitsForRole(user) ? (
                          <RowAction
                            label={waitsForRole(user) ? 'Отклонить заявку на роль' : 'Отклонить'}
                            icon={<IconUserX size={18} aria-hidden="true" />}
                            onClick={() => setRejecting(user)}
                          />
                        ) : null}
                        {user.isConfirmed && !user.isBlocked && !isAdmin ? (
                          <RowAction
                            label="Сделать администратором"
                            icon={<IconShieldPlus size={18} aria-hidden="true" />}
                            onClick={() => setPending({ kind: 'grant', user })}
                          />
                        ) : null}
                        {isAdmin ? (
                          <RowAction
                            label="Снять роль администратора"
                            icon={<IconShieldMinus size={18} aria-hidden="true" />}
                            onClick={() => setPending({ kind: 'revoke', user })}
                            disabled={user.isDefaultAdmin || isSelf}
                          />
                        ) : null}
                        <RowAction
                          label={user.isBlocked ? 'Разблокировать' : 'Заблокировать'}
                          icon={
                            user.isBlocked ? (
                              <IconLockOpen size={18} aria-hidden="true" />
                            ) : (
                              <IconLock size={18} aria-hidden="true" />
                            )
                          }
                          onClick={() => setPending({ kind: 'block', user })}
                          disabled={user.isDefaultAdmin || isSelf}
                        />
                        <RowAction
                          label="Удалить"
                          color="red"
                          icon={<IconTrash size={18} aria-hidden="true" />}
                          onClick={() => setPending({ kind: 'delete', user })}
                          disabled={user.isDefaultAdmin || isSelf}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </CabinetTable>
          <Pager
            page={page}
            size={size}
            totalCount={list.data.totalCount}
            hrefOf={pageHref}
            onPage={(next) => setSearch({ page: next })}
            onSize={(next) => setSearch({ size: next })}
          />
        </>
      )}
      {confirming ? <ConfirmUserDialog user={confirming} onClose={() => setConfirming(null)} /> : null}
      {rejecting ? <RejectUserDialog user={rejecting} onClose={() => setRejecting(null)} /> : null}
      {adding ? <AddAdminDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        opened={pending !== null}
        title={pendingTexts?.title ?? ''}
        confirmLabel={pendingTexts?.confirm ?? ''}
        cancelLabel="Оставить"
        loading={busy}
        onConfirm={runPending}
        onClose={() => setPending(null)}
      >
        {pendingTexts?.text}
      </ConfirmDialog>
    </Stack>
  );
};
