import { Anchor, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CONTACTS } from '@/lib/contacts';
import { messagesState, type MessagesSearch } from '../lib/messages-state';
import { readPendingExternalAuth } from '../lib/pending-external-auth';
import { AUTH_MESSAGES } from '../messages';

/** The screen's small menu; 'Методика' exists but is hidden for now (spec part 1 §2.2). */
const MENU = [
  { to: '/home', label: 'Главная', hidden: false },
  { to: '/rating/overview', label: 'Рейтинг', hidden: false },
  { to: '/results/overview', label: 'Результаты', hidden: false },
  { to: '/calendar', label: 'Календарь', hidden: false },
  { to: '/about', label: 'Методика', hidden: true },
] as const;

const SupportLink = () => (
  <Anchor href={CONTACTS.supportChatUrl} target="_blank" rel="noopener noreferrer">
    чат поддержки в Telegram
  </Anchor>
);

/**
 * The sign-in / registration outcome screen (spec part 1 §2.2, §4): type=strava with
 * responseType=success, type=strava with anything else, or signing in.
 */
export const MessagesScreen = ({ search }: { search: MessagesSearch }) => {
  const state = messagesState(search);
  const navigate = useNavigate();

  // A provider's code that arrived here belongs to the callback screen of the sign-in in progress.
  useEffect(() => {
    if (state !== 'loading' || !search.code) return;
    const pending = readPendingExternalAuth();
    if (!pending) return;
    void navigate({
      to: '/auth/$provider/participant',
      params: { provider: pending.provider },
      search: { code: search.code, state: pending.state, addRoleRequestCode: search.addRoleRequestCode },
      replace: true,
    });
  }, [navigate, search.addRoleRequestCode, search.code, state]);

  return (
    <Stack maw={640} mx="auto" gap="lg" py="md">
      <Paper p={{ base: 'md', sm: 'xl' }}>
        {state === 'success' && (
          <Stack gap="md" align="flex-start">
            <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
              <IconMailCheck size={32} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Заявка на регистрацию отправлена
            </Title>
            <Text>
              Ваша заявка отправлена администратору сайта. Подтверждение придёт на почту, как только
              администратор сайта подтвердит профиль.
            </Text>
            <Text>
              Если письмо не пришло в течение 1 рабочего дня, проверьте папку «Спам» или напишите нам в{' '}
              <SupportLink />.
            </Text>
          </Stack>
        )}
        {state === 'error' && (
          <Stack gap="md" align="flex-start">
            <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
              <IconAlertTriangle size={32} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Не удалось войти через Strava
            </Title>
            <Text>
              Возможно, сервис Strava сейчас недоступен. Попробуйте позже или напишите в <SupportLink />.
            </Text>
            <Button component={Link} to="/auth/participant" variant="light">
              Ко входу
            </Button>
          </Stack>
        )}
        {state === 'loading' && (
          <Stack gap="md" align="center" ta="center" role="status">
            <Loader size="lg" aria-hidden="true" />
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {AUTH_MESSAGES.signingIn}
            </Title>
            <Text c="dimmed">Пожалуйста, подождите: сейчас вы будете перенаправлены.</Text>
          </Stack>
        )}
      </Paper>
      <Group component="nav" aria-label="Разделы портала" justify="center" gap="xs">
        {MENU.filter((item) => !item.hidden).map((item) => (
          <Button key={item.label} component={Link} to={item.to} variant="subtle" size="compact-md">
            {item.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
};
