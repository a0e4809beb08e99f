import { Button, Divider, SimpleGrid, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useExternalProviders } from '../api/get-external-links';
import { PROVIDER_NAMES } from '../lib/providers';
import { TelegramLinkChoice } from './telegram-link-choice';

/** Sign-in through the configured providers (only those the server lists are offered). */
export const ProviderLinks = () => {
  const { data: providers } = useExternalProviders();
  if (!providers?.length) return null;
  return (
    <Stack gap="sm">
      <Divider label="или войдите через" labelPosition="center" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="default"
            renderRoot={(props) => <Link to="/auth/$provider" params={{ provider }} {...props} />}
          >
            {PROVIDER_NAMES[provider]}
          </Button>
        ))}
      </SimpleGrid>
      <TelegramLinkChoice />
    </Stack>
  );
};
