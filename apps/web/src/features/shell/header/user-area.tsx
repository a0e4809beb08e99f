import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { GuestTrigger } from './user-triggers';

/**
 * The menus (and the popover machinery under them) load when their button is first pointed at,
 * focused or pressed; until then the button alone is on the page.
 */
const loadMenus = () => import('./user-menus');
const GuestMenu = lazy(() => loadMenus().then((module) => ({ default: module.GuestMenu })));
const UserMenu = lazy(() => loadMenus().then((module) => ({ default: module.UserMenu })));

/**
 * Only a signed-in user has an avatar: a guest's page does not carry its code. A stored session
 * fetches it while the user is still being loaded.
 */
const loadAvatar = () => import('./avatar-trigger');
const AvatarTrigger = lazy(() => loadAvatar().then((module) => ({ default: module.AvatarTrigger })));

const preload = {
  onPointerEnter: () => void loadMenus(),
  onFocus: () => void loadMenus(),
  onTouchStart: () => void loadMenus(),
};

/** The user area of the header (spec part 1 §2.3): a sign-in menu for guests, the avatar menu otherwise. */
export const UserArea = () => {
  const session = useSession();
  const { user, isLoading } = useCurrentUser();
  // Pressed before the menu's code was there: it opens as soon as it arrives.
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (session) void loadAvatar();
  }, [session]);
  const loading = <Skeleton circle height={38} aria-label="Загрузка пользователя" />;
  if (session && isLoading) return loading;

  const press = () => {
    setOpened(true);
    setUsed(true);
  };
  const trigger = user ? (
    <Suspense fallback={loading}>
      <AvatarTrigger user={user} {...preload} onClick={press} />
    </Suspense>
  ) : (
    <GuestTrigger {...preload} onClick={press} />
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      {user ? (
        <UserMenu user={user} opened={opened} onChange={setOpened} />
      ) : (
        <GuestMenu opened={opened} onChange={setOpened} />
      )}
    </Suspense>
  );
};
