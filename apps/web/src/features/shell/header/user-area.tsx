import { Avatar, Button, Menu, Skeleton, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogin2, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { CurrentUser, HeldRole } from '@velo/contracts';
import { effectiveRoles, useCurrentUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { useSignOut } from '@/hooks/use-sign-out';
import { fileUrl } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { toast } from '@/lib/toasts';
import { ADMIN_ITEMS, ORGANIZER_ITEMS, loginProviderLine } from './user-menu-items';

/** The user area of the header (spec part 1 §2.3): a sign-in menu for guests, the avatar menu otherwise. */
export const UserArea = () => {
  const session = useSession();
  const { user, isLoading } = useCurrentUser();
  if (session && isLoading) return <Skeleton circle height={38} aria-label="Загрузка пользователя" />;
  return user ? <UserMenu user={user} /> : <GuestMenu />;
};

const GuestMenu = () => (
  <Menu position="bottom-end" withinPortal>
    <Menu.Target>
      <Button
        variant="light"
        leftSection={<IconLogin2 size={18} aria-hidden="true" />}
        rightSection={<IconChevronDown size={14} aria-hidden="true" />}
      >
        Вход
      </Button>
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

const initialsOf = (user: CurrentUser): string =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();

const fullName = (user: CurrentUser): string => `${user.firstName} ${user.lastName}`.trim() || user.email;

const UserMenu = ({ user }: { user: CurrentUser }) => {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const roles = effectiveRoles(user);
  const holds = (role: HeldRole) => roles.includes(role);
  const photo = fileUrl(user.participantInfo?.photoFileId);
  const name = fullName(user);

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

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Меню пользователя: ${name}`} data-testid="user-menu">
          <Avatar src={photo} alt="" color="accent" radius="xl" size={38}>
            {initialsOf(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item disabled>{loginProviderLine(user.loginProvider)}</Menu.Item>
        {showCabinet && (
          <Menu.Item leftSection={<IconUserCircle size={16} aria-hidden="true" />} onClick={openCabinet}>
            Личный кабинет
          </Menu.Item>
        )}
        {holds('Organizer') && (
          <>
            <Menu.Divider />
            <Menu.Label>Организатор</Menu.Label>
            {ORGANIZER_ITEMS.map((item) => (
              <Menu.Item
                key={item.viewType}
                component={Link}
                to="/lk/org"
                search={{ viewType: item.viewType } as never}
              >
                {item.label}
              </Menu.Item>
            ))}
          </>
        )}
        {holds('Admin') && (
          <>
            <Menu.Divider />
            <Menu.Label>Администратор</Menu.Label>
            {ADMIN_ITEMS.map((item) => (
              <Menu.Item
                key={item.viewType}
                component={Link}
                to="/lk/admin"
                search={{ viewType: item.viewType } as never}
              >
                {item.label}
              </Menu.Item>
            ))}
          </>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void signOut(user)}
        >
          Выход
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
