import { Drawer, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MAIN_MENU } from '../navigation';
import { ParticipantSearch } from './participant-search';
import classes from './header.module.css';

/** The burger menu of screens up to 768 px: the participant search and the main menu. */
const HeaderDrawer = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
  <Drawer
    opened={opened}
    onClose={onClose}
    title="Меню"
    size={320}
    padding="md"
    closeButtonProps={{ 'aria-label': 'Закрыть меню' }}
  >
    <Stack gap="lg">
      <ParticipantSearch id="drawer-participant-search" onSearched={onClose} />
      <Stack component="nav" aria-label="Главное меню" gap={4}>
        {MAIN_MENU.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            className={classes.menuLink}
            activeProps={{ 'data-active': true }}
            onClick={onClose}
          >
            {item.label}
          </Link>
        ))}
      </Stack>
    </Stack>
  </Drawer>
);

export default HeaderDrawer;
