import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const MENU = [
  { to: '/home', label: 'Главная' },
  { to: '/rating/overview', label: 'Рейтинг' },
  { to: '/results/overview', label: 'Результаты' },
  { to: '/calendar', label: 'Календарь' },
  { to: '/about', label: 'О портале' },
] as const;

export const NotFoundPage = () => (
  <Stack align="center" gap="lg" py={64} ta="center">
    <Title order={1} fz={72} c="accent.8" lh={1}>
      404
    </Title>
    <Text fz="lg" maw={520}>
      Что-то пошло не так. Страница, которую Вы искали не существует...
    </Text>
    <Group component="nav" aria-label="Куда перейти" justify="center" gap="sm">
      {MENU.map((item) => (
        <Button
          key={item.to}
          component={Link}
          to={item.to}
          variant={item.to === '/home' ? 'filled' : 'light'}
        >
          {item.label}
        </Button>
      ))}
    </Group>
  </Stack>
);
