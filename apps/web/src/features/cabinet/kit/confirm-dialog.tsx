import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What the action does, in the spec's words where it has them. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button's colour: red for what destroys, the theme's for what only sends. */
  confirmColor?: string;
  /** The action's request is running: the confirm button waits, nothing can be pressed twice. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive or far-reaching action (docs: ui.md, "a destructive one always asks first"). */
export const ConfirmDialog = ({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Отмена',
  confirmColor = 'red',
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => (
  <Modal opened={opened} onClose={loading ? () => {} : onClose} title={title} centered>
    <Stack gap="md">
      {typeof children === 'string' ? <Text>{children}</Text> : children}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  </Modal>
);
