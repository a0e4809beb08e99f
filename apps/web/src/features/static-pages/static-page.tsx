import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** The frame of a text page: a title and a card of readable width. */
export const StaticPage = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper maw={860} mx="auto" p={{ base: 'md', sm: 'xl' }}>
    <Stack gap="md">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);
