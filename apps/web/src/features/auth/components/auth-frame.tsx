import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AUTH_MESSAGES } from '../messages';
import classes from './auth-frame.module.css';

/** The 'Назад' button of every auth screen: one step back, or home when the page was opened directly. */
export const BackButton = () => {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      variant="subtle"
      color="dark"
      leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/home' }))}
      className={classes.back}
    >
      {AUTH_MESSAGES.back}
    </Button>
  );
};

/** A card of readable width with the back button and the screen's title. */
export const AuthFrame = ({
  title,
  children,
  width = 460,
}: {
  title?: string;
  children: ReactNode;
  width?: number;
}) => (
  <Stack gap="sm" maw={width} mx="auto" w="100%" className={classes.frame}>
    <Group>
      <BackButton />
    </Group>
    <Paper p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        {title && (
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  </Stack>
);
