import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { rejectRequestSchema, RIDER_REQUEST_LIMITS } from '@velo/contracts';
import { useSchemaForm } from '@/hooks/use-schema-form';

/**
 * A refusal with the reason the rider will read (issue 34): a disputed result's, a merge request's.
 * The caller sends it; the dialog checks the reason with the contracts' schema first.
 */
export const ReasonDialog = ({
  title,
  description,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const { field, onSubmit } = useSchemaForm<{ reason: string }>(rejectRequestSchema, {
    initialValues: { reason: '' },
  });
  return (
    <Modal opened onClose={busy ? () => {} : onClose} title={title} fullScreen={isPhone}>
      <form onSubmit={onSubmit((values) => onConfirm(values.reason.trim()))} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {description}
          </Text>
          <Textarea
            label="Причина"
            description="Её прочитает участник"
            required
            rows={3}
            maxLength={RIDER_REQUEST_LIMITS.reasonMax}
            {...field('reason')}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Отмена
            </Button>
            <Button type="submit" color="red" loading={busy}>
              Отклонить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
