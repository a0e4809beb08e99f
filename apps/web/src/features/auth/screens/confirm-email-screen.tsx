import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMoodSad } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthFrame } from '../components/auth-frame';
import { AUTH_MESSAGES } from '../messages';

/**
 * /auth/confirm-email?userId&code (spec part 1 §2.2, §4, §8): a spinner while confirming, then
 * 'Email подтвержден!' with a button home, or 'Упс, ошибка!' with the server's message.
 */
export const ConfirmEmailScreen = ({ userId, code }: { userId?: string; code?: string }) => {
  const confirmation = useConfirmEmail(userId, code);

  if (confirmation.isPending) {
    return (
      <AuthFrame>
        <Stack align="center" gap="md" py="xl" role="status">
          <Loader size="lg" aria-hidden="true" />
          <Text>Подтверждаем почту…</Text>
        </Stack>
      </AuthFrame>
    );
  }

  if (confirmation.isSuccess) {
    return (
      <AuthFrame>
        <Stack align="center" gap="md" py="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden="true">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={1} fz={28}>
            {AUTH_MESSAGES.emailConfirmed}
          </Title>
          <Text c="dimmed">
            Теперь администратор сайта подтвердит учётную запись. А пока можно войти и отметить любимых
            участников.
          </Text>
          <Button component={Link} to="/home" size="md">
            На главную
          </Button>
        </Stack>
      </AuthFrame>
    );
  }

  const error = confirmation.error;
  const message = (error instanceof ApiError && error.serverMessage) || AUTH_MESSAGES.confirmFailed;
  return (
    <AuthFrame>
      <Stack align="center" gap="md" py="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden="true">
          <IconMoodSad size={40} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          {AUTH_MESSAGES.confirmFailedTitle}
        </Title>
        <Text role="alert">{message}</Text>
        <Button component={Link} to="/home" variant="light">
          На главную
        </Button>
      </Stack>
    </AuthFrame>
  );
};
