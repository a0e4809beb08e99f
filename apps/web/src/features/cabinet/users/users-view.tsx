import { useState } from 'react';
import { Autocomplete, Select, Text } from '@mantine/core';
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
import { formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { CabinetList } from '../kit/cabinet-list';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { RowAction } from '../kit/row-action';
import { StatusBadge } from '../kit/status-badge';
import { useCabinetList } from '../kit/use-cabinet-list';
import { useAddAdminRole } from './api/add-admin-role';
import { useBlockUser } from './api/block-user';
import { useDeleteUser } from './api/delete-user';
import { usersList } from './api/get-users';
import { useRemoveAdminRole } from './api/remove-admin-role';
import { useSuggestUsers } from './api/suggest-users';
import { AddAdminDialog, ConfirmUserDialog, RejectUserDialog } from './user-dialogs';
import { roleRequestText, userStatus, waitsForRole } from './user-status';

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
  const list = useCabinetList(usersList);
  const { scope, search, setSearch } = list;
  const suggestions = useSuggestUsers(list.text);
  const suggestedNames = new Map(
    (suggestions.data ?? []).map((user) => [
      user.email,
      [user.lastName, user.firstName].filter(Boolean).join(' '),
    ]),
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
    <CabinetList
      state={list}
      search={
        // Typing filters the list; the accounts suggest-user finds are offered, and one chosen
        // narrows the list to its e-mail.
        <Autocomplete
          label="Поиск"
          placeholder="Фамилия, имя или email"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={list.text}
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
          onChange={list.onText}
          onOptionSubmit={list.commitText}
          w={{ base: '100%', xs: 300 }}
        />
      }
      filters={
        <>
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
            w={{ base: '100%', xs: 240 }}
          />
        </>
      }
      add={{
        label: 'Добавить администратора',
        icon: <IconUserPlus size={16} aria-hidden="true" />,
        onClick: () => setAdding(true),
      }}
      empty="Нет записей"
      minWidth={980}
      rowKey={(user) => user.id}
      columns={[
        {
          key: 'user',
          header: 'Пользователь',
          sortField: 'lastName',
          card: 'title',
          cell: (user: UserListItem) => (
            <>
              <Text fw={500}>{fullName(user)}</Text>
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
            </>
          ),
        },
        {
          key: 'roles',
          header: 'Роли',
          cell: (user) => (
            <>
              {user.roles.join(', ') || '—'}
              {user.organizerName ? (
                <Text size="sm" c="dimmed">
                  {user.organizerName}
                </Text>
              ) : null}
            </>
          ),
        },
        { key: 'provider', header: 'Вход', cell: (user) => user.loginProvider },
        {
          key: 'registered',
          header: 'Регистрация',
          sortField: 'registrationDate',
          cell: (user) => formatDate(user.registrationDate),
        },
        {
          key: 'status',
          header: 'Состояние',
          cell: (user) => {
            const status = userStatus(user);
            return <StatusBadge color={status.color}>{status.label}</StatusBadge>;
          },
        },
        {
          key: 'request',
          header: 'Заявка',
          card: 'wide',
          cell: (user) => (
            <>
              {roleRequestText(user.addRoleRequest) ?? '—'}
              {user.addRoleRequest?.comment ? (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {user.addRoleRequest.comment}
                </Text>
              ) : null}
            </>
          ),
        },
      ]}
      actions={(user) => {
        const isAdmin = user.roleNames.includes('Admin');
        const isSelf = user.id === scope.user.id;
        return (
          <>
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
          </>
        );
      }}
    >
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
    </CabinetList>
  );
};
