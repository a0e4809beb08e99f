import { Badge, Menu } from '@mantine/core';
import { IconDevices, IconLogout, IconUserCircle, IconIdBadge2 } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { CurrentUser, HeldRole } from '@velo/contracts';
import { lazy, Suspense, useState } from 'react';
import { effectiveRoles } from '@/hooks/use-current-user';
import { useSignOut } from '@/hooks/use-sign-out';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { toast } from '@/lib/toasts';
import { useUnconfirmedUsersCount } from '../api/get-unconfirmed-users-count';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { AvatarTrigger, fullName } from './avatar-trigger';
import { GuestTrigger } from './user-triggers';
import { roleRequestItem } from '../role-request/role-request-state';
import { ADMIN_ITEMS, ORGANIZER_ITEMS, loginProviderLine } from './user-menu-items';

/** Texts of 'Выйти на всех устройствах' (beyond the spec). */
export const LOGOUT_EVERYWHERE_MESSAGES = {
  item: 'Выйти на всех устройствах',
  done: 'Вы вышли из аккаунта на всех устройствах',
  failed: 'Не удалось выйти на всех устройствах. Попробуйте ещё раз.',
} as const;

// The role request's dialog loads its code when it is first opened.
const RoleRequestDialog = lazy(() =>
  import('../role-request/role-request-dialog').then((module) => ({ default: module.RoleRequestDialog })),
);

/** Opened from outside: the button may be pressed before this code has arrived. */
type MenuProps = { opened: boolean; onChange: (opened: boolean) => void };

export const GuestMenu = ({ opened, onChange }: MenuProps) => (
  <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
    <Menu.Target>
      <GuestTrigger />
    </Menu.Target>
    <Menu.Dropdown>
      <Menu.Item component={Link} to="/auth/participant">
        Участник
      </Menu.Item>
      <Menu.Item component={Link} to="/auth/organizer">
        Организатор
      </Menu.Item>
    </Menu.Dropdown>
  </Menu>
);

/** A role's cabinet screens under its heading: /lk/org or /lk/admin with the screen's viewType. */
const CabinetSection = ({
  title,
  to,
  items,
  badges = {},
}: {
  title: string;
  to: '/lk/org' | '/lk/admin';
  items: readonly { viewType: string; label: string }[];
  /** A count beside an item (by viewType), with what it counts for screen readers. */
  badges?: Partial<Record<string, { count: number; label: string }>>;
}) => (
  <>
    <Menu.Divider />
    <Menu.Label>{title}</Menu.Label>
    {items.map((item) => {
      const badge = badges[item.viewType];
      return (
        <Menu.Item
          key={item.viewType}
          component={Link}
          to={to}
          search={{ viewType: item.viewType } as never}
          rightSection={
            badge && badge.count > 0 ? (
              <Badge size="sm" variant="filled" color="red" aria-label={badge.label}>
                {badge.count}
              </Badge>
            ) : undefined
          }
        >
          {item.label}
        </Menu.Item>
      );
    })}
  </>
);

export const UserMenu = ({ user, opened, onChange }: MenuProps & { user: CurrentUser }) => {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const roles = effectiveRoles(user);
  const holds = (role: HeldRole) => roles.includes(role);
  const isAdmin = holds('Admin') && user.isConfirmed;
  const { data: unconfirmed } = useUnconfirmedUsersCount(isAdmin);
  const logoutEverywhere = useLogoutEverywhere({
    onSuccess: () => signOut(user, LOGOUT_EVERYWHERE_MESSAGES.done),
    onError: (error) =>
      toast.error(
        MESSAGES.errorTitle,
        (error instanceof ApiError ? error.serverMessage : null) ?? LOGOUT_EVERYWHERE_MESSAGES.failed,
      ),
  });

  const openCabinet = () => {
    if (!user.isConfirmed) {
      toast.info(MESSAGES.importantTitle, MESSAGES.notConfirmed);
      return;
    }
    if (user.participantId) {
      void navigate({ to: '/rating/details/$id', params: { id: String(user.participantId) } });
    }
  };
  const showCabinet = holds('Participant') && (!user.isConfirmed || user.participantId !== null);
  const requestItem = roleRequestItem(user);
  const [asking, setAsking] = useState(false);

  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal opened={opened} onChange={onChange}>
        <Menu.Target>
          <AvatarTrigger user={user} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{fullName(user)}</Menu.Label>
          <Menu.Item disabled>{loginProviderLine(user.loginProvider)}</Menu.Item>
          {showCabinet && (
            <Menu.Item leftSection={<IconUserCircle size={16} aria-hidden="true" />} onClick={openCabinet}>
              Личный кабинет
            </Menu.Item>
          )}
          {holds('Organizer') && <CabinetSection title="Организатор" to="/lk/org" items={ORGANIZER_ITEMS} />}
          {holds('Admin') && (
            <CabinetSection
              title="Администратор"
              to="/lk/admin"
              items={ADMIN_ITEMS}
              badges={
                unconfirmed
                  ? { users: { count: unconfirmed, label: `${unconfirmed} ждут подтверждения` } }
                  : {}
              }
            />
          )}
          {requestItem ? (
            <>
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconIdBadge2 size={16} aria-hidden="true" />}
                onClick={() => setAsking(true)}
              >
                {requestItem}
              </Menu.Item>
            </>
          ) : null}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            onClick={() => void signOut(user)}
          >
            Выход
          </Menu.Item>
          <Menu.Item
            leftSection={<IconDevices size={16} aria-hidden="true" />}
            disabled={logoutEverywhere.isPending}
            onClick={() => logoutEverywhere.mutate()}
          >
            {LOGOUT_EVERYWHERE_MESSAGES.item}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {asking ? (
        <Suspense fallback={null}>
          <RoleRequestDialog user={user} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
