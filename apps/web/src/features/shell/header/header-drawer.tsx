import { Drawer, Stack } from '@mantine/core';
import { ParticipantSearch } from './participant-search';
import { MainMenuLinks } from './main-menu-links';

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
        <MainMenuLinks onFollow={onClose} />
      </Stack>
    </Stack>
  </Drawer>
);

export default HeaderDrawer;
