import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBike, IconBuildingCommunity, IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ExternalProvider } from '@velo/contracts';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { toast } from '@/lib/toasts';
import { useExternalProviders } from '../api/get-external-links';
import { AuthFrame } from '../components/auth-frame';
import { PROVIDER_NAMES } from '../lib/providers';
import { startExternalAuth } from '../lib/start-external-auth';
import { AUTH_MESSAGES } from '../messages';

/**
 * /auth/{provider} and /auth/{provider}/organizer (spec part 1 §2.2): choose the account type. A
 * participant goes on to the provider's page; organizers sign in with e-mail and password.
 */
export const ProviderTypeScreen = ({
  provider,
  organizerChosen = false,
}: {
  provider: ExternalProvider;
  organizerChosen?: boolean;
}) => {
  const providers = useExternalProviders();
  const isConfigured = providers.data?.includes(provider) ?? false;
  const [busy, setBusy] = useState(false);
  const name = PROVIDER_NAMES[provider];

  const continueAsParticipant = async () => {
    setBusy(true);
    try {
      const started = await startExternalAuth(provider);
      if (!started) toast.error(MESSAGES.errorTitle, `Вход через ${name} сейчас недоступен`);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast.error(MESSAGES.errorTitle, message ?? AUTH_MESSAGES.externalSignInFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame width={640}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Вход через {name}
      </Title>
      <Text>Выберите тип аккаунта</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Stack gap="sm" h="100%">
            <IconBike size={32} aria-hidden="true" />
            <Title order={2} fz="lg">
              Участник
            </Title>
            <Text size="sm" c="dimmed" flex={1}>
              Смотрите свои результаты и место в рейтинге, отмечайте соперников.
            </Text>
            {providers.isPending ? (
              <Skeleton height={36} />
            ) : isConfigured ? (
              <Button loading={busy} onClick={() => void continueAsParticipant()}>
                Продолжить как участник
              </Button>
            ) : (
              <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
                Вход через {name} сейчас недоступен. Войдите по email и паролю.
              </Alert>
            )}
          </Stack>
        </Card>
        <Card withBorder padding="lg" data-chosen={organizerChosen || undefined}>
          <Stack gap="sm" h="100%">
            <IconBuildingCommunity size={32} aria-hidden="true" />
            <Title order={2} fz="lg">
              Организатор
            </Title>
            <Text size="sm" c="dimmed" flex={1}>
              Загружайте протоколы и ведите календарь своих гонок.
            </Text>
            {organizerChosen ? (
              <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
                Организаторы входят по email и паролю.{' '}
                <Link to="/auth/organizer">Вход для организаторов</Link>
              </Alert>
            ) : (
              <Button
                variant="light"
                renderRoot={(props) => (
                  <Link to="/auth/$provider/organizer" params={{ provider }} {...props} />
                )}
              >
                Я организатор
              </Button>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
    </AuthFrame>
  );
};
