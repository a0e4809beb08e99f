import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  makeOfficialRequestSchema,
  moscowDateTimeText,
  RESULTS_LIFECYCLE_LIMITS,
  type ProtocolListItem,
} from '@velo/contracts';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useMakeOfficial } from './api/make-official';

export const OFFICIAL_WORDS = {
  open: 'Сделать результаты официальными',
  title: 'Сделать результаты официальными досрочно',
  reason: 'Причина',
  reasonHint: 'Её увидят в истории протокола: например, все протесты рассмотрены',
  submit: 'Сделать официальными',
} as const;

/**
 * A provisional protocol's results made official before its protest window closes (issue 38), with
 * the organizer's reason: protests are no longer taken.
 */
export const OfficialDialog = ({
  protocol,
  onClose,
}: {
  protocol: ProtocolListItem;
  onClose: () => void;
}) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const { field, onSubmit } = useSchemaForm<{ reason: string }>(makeOfficialRequestSchema, {
    initialValues: { reason: '' },
  });
  const official = useMakeOfficial({
    onSuccess: (answer) => {
      toast.success('Успешно', answer.message);
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось сделать результаты официальными')),
  });
  return (
    <Modal
      opened
      onClose={official.isPending ? () => {} : onClose}
      title={OFFICIAL_WORDS.title}
      fullScreen={isPhone}
    >
      <form
        onSubmit={onSubmit((values) => official.mutate({ id: protocol.id, reason: values.reason.trim() }))}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {protocol.eventName}, протокол «{protocol.protocolName}».{' '}
            {protocol.provisionalUntil
              ? `Окно протестов открыто до ${moscowDateTimeText(protocol.provisionalUntil)}. `
              : ''}
            Официальные результаты закрывают его: новые протесты приниматься не будут.
          </Text>
          <Textarea
            label={OFFICIAL_WORDS.reason}
            description={OFFICIAL_WORDS.reasonHint}
            required
            rows={2}
            maxLength={RESULTS_LIFECYCLE_LIMITS.noteMax}
            {...field('reason')}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={official.isPending}>
              Отмена
            </Button>
            <Button type="submit" loading={official.isPending}>
              {OFFICIAL_WORDS.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
