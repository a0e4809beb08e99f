import { Button, Stack, Text, Title } from '@mantine/core';

/**
 * What any screen shows when it cannot open: its code or its data failed to load. Mostly a screen
 * whose code was never loaded, asked for offline (the service worker keeps the screens a rider has
 * opened, once they have loaded, src/sw.ts), or a screen of an older build after a new one was
 * deployed. It is in the app's entry, not lazily loaded: it must show when nothing else can load.
 * The spec names no text for it (docs/decisions/web.md); the generic sentence is the spec's.
 */
export const RouteError = () => {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
      <Title order={1} fz={28}>
        Не удалось открыть страницу
      </Title>
      <Text fz="lg" maw={520}>
        {offline
          ? 'Нет сети, а эта страница ещё не сохранена для чтения без сети. Проверьте подключение и обновите страницу.'
          : 'Что-то пошло не так, попробуйте позже'}
      </Text>
      <Button onClick={() => window.location.reload()}>Обновить страницу</Button>
    </Stack>
  );
};
