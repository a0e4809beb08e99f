import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Logo } from '@/components/logo';
import { MAIN_MENU } from './navigation';
import classes from './footer.module.css';

const FOOTER_MENU = [{ to: '/about', label: 'О портале' }, ...MAIN_MENU] as const;

export const Footer = () => (
  <Box component="footer" className={classes.footer}>
    <Container size="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap="xs">
          <Logo />
          <Text size="sm" c="dimmed">
            Портал любительского велоспорта: календарь гонок, протоколы и рейтинг.
          </Text>
        </Stack>
        <Stack gap={6} component="nav" aria-label="Разделы портала">
          {FOOTER_MENU.map((item) => (
            <Anchor key={item.to} component={Link} to={item.to} c="dark.6" size="sm">
              {item.label}
            </Anchor>
          ))}
        </Stack>
        <Stack gap={6}>
          <Anchor component={Link} to="/privacy-policy" c="dark.6" size="sm">
            Политика конфиденциальности
          </Anchor>
          <Anchor component={Link} to="/cookies" c="dark.6" size="sm">
            Политика использования cookie
          </Anchor>
        </Stack>
      </SimpleGrid>
      <Group justify="space-between" mt="lg" className={classes.bottom}>
        <Text size="xs" c="dimmed">
          © ВелоРейтинг, 2018–{new Date().getFullYear()}
        </Text>
        <Text size="xs" c="dimmed">
          Не является публичной офертой
        </Text>
      </Group>
    </Container>
  </Box>
);
