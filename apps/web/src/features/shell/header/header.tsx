import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { Logo } from '@/components/logo';
import { isHeaderlessOnMobile } from '../navigation';
import { NewsTicker } from './news-ticker';
import { ParticipantSearch } from './participant-search';
import { UserArea } from './user-area';
import { MainMenuLinks } from './main-menu-links';
import classes from './header.module.css';

/** The drawer (with its modal machinery) loads when the burger is first pointed at or pressed. */
const loadDrawer = () => import('./header-drawer');
const HeaderDrawer = lazy(loadDrawer);

/**
 * The header (spec part 1 §2.3): logo, participant search, main menu and user area, the news ticker
 * below; a burger menu on screens up to 768 px. Hidden up to 769 px on the participant and
 * organizer sign-in screens (§2.2).
 */
export const Header = () => {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menuOpened, menu] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <Box
      component="header"
      className={classes.header}
      data-headerless-on-mobile={isHeaderlessOnMobile(pathname) || undefined}
    >
      <Container size="xl" className={classes.inner}>
        <Burger
          className={classes.mobileOnly}
          opened={menuOpened}
          onPointerEnter={() => void loadDrawer()}
          onTouchStart={() => void loadDrawer()}
          onClick={() => {
            setDrawerUsed(true);
            menu.toggle();
          }}
          aria-label={menuOpened ? 'Закрыть меню' : 'Открыть меню'}
          aria-expanded={menuOpened}
          size="sm"
        />
        {/* The logo goes home with the rating filter reset (no query). */}
        <Link
          to="/home"
          search={{} as never}
          className={classes.logoLink}
          aria-label="ВелоРейтинг — на главную"
        >
          <Logo nameClassName={classes.logoName} />
        </Link>
        <Box className={`${classes.desktopOnly} ${classes.searchSlot}`}>
          <ParticipantSearch id="header-participant-search" />
        </Box>
        <Group
          component="nav"
          aria-label="Главное меню"
          gap={4}
          wrap="nowrap"
          className={classes.desktopOnly}
        >
          <MainMenuLinks />
        </Group>
        <Box className={classes.userSlot}>
          <UserArea />
        </Box>
      </Container>
      <NewsTicker />
      {drawerUsed && (
        <Suspense fallback={null}>
          <HeaderDrawer opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
};
