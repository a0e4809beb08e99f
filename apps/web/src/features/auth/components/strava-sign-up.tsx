import { Button, Stack, Text } from '@mantine/core';
import { IconBrandStrava } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { toast } from '@/lib/toasts';
import { useCreateSignUpRequest } from '../api/create-sign-up-request';
import { useExternalProviders } from '../api/get-external-links';
import { startExternalAuth } from '../lib/start-external-auth';
import { AUTH_MESSAGES } from '../messages';
import { TelegramLinkChoice } from './telegram-link-choice';

type Person = { firstName: string; lastName: string; email: string };

/**
 * Sign-up through Strava (spec part 1 §4): an anonymous role request with the names and e-mail, then
 * Strava's page with a state bound to that request. Offered only when Strava is configured.
 */
export const StravaSignUpButton = ({
  person,
  isReady,
  divider,
}: {
  person: Person;
  isReady: boolean;
  divider: ReactNode;
}) => {
  const providers = useExternalProviders();
  const createSignUpRequest = useCreateSignUpRequest();
  // From the request until the browser leaves for Strava.
  const [leaving, setLeaving] = useState(false);
  if (!providers.data?.includes('strava')) return null;

  const start = async () => {
    setLeaving(true);
    try {
      const request = await createSignUpRequest.mutateAsync({ roleName: 'Participant', ...person });
      const started = await startExternalAuth('strava', {
        addRoleRequestId: request.id,
        requestSecret: request.requestSecret ?? null,
      });
      if (!started) toast.error(MESSAGES.errorTitle, AUTH_MESSAGES.externalSignUpFailed);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast.error(MESSAGES.errorTitle, message ?? AUTH_MESSAGES.externalSignUpFailed);
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Stack gap="xs">
      {divider}
      <Text size="sm" c="dimmed">
        Заполните фамилию, имя и email — пароль для регистрации через Strava не нужен.
      </Text>
      <Button
        variant="outline"
        leftSection={<IconBrandStrava size={18} aria-hidden="true" />}
        disabled={!isReady}
        loading={leaving}
        onClick={() => void start()}
        fullWidth
      >
        Зарегистрироваться через Strava
      </Button>
      <TelegramLinkChoice />
    </Stack>
  );
};
