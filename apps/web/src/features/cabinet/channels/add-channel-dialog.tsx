import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createTelegramChannelRequestSchema, TELEGRAM_CHANNEL_LIMITS } from '@velo/contracts';
import { useOrganizers } from '@/components/catalog/api/get-organizers';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useAddTelegramChannel } from './api/add-telegram-channel';

type AddChannelValues = { chat: string; organizerId: number | null };

/**
 * Adding a messenger channel: its @username, t.me link or chat id (the bot must be able to read it)
 * and, if it is an organizer's, the organizer. The server reads its title and member count from
 * Telegram; the form is checked by the contracts' schema before sending.
 */
export const AddChannelDialog = ({
  organizerId,
  onClose,
}: {
  /** The cabinet's organizer filter, proposed for the new channel. */
  organizerId: number | null;
  onClose: () => void;
}) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const organizers = useOrganizers();
  const { form, field, onSubmit } = useSchemaForm<AddChannelValues>(createTelegramChannelRequestSchema, {
    initialValues: { chat: '', organizerId },
  });
  const add = useAddTelegramChannel({
    onSuccess: (channel) => {
      toast.success('Успешно', `Канал «${channel.title}» добавлен`);
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось добавить канал')),
  });

  const submit = onSubmit((values) => add.mutate(createTelegramChannelRequestSchema.parse(values)));

  return (
    <Modal
      opened
      onClose={add.isPending ? () => {} : onClose}
      title="Новый канал"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Канал"
            description="@имя канала, ссылка t.me/… или id чата; бот должен быть добавлен в канал"
            placeholder="@velorating"
            required
            maxLength={TELEGRAM_CHANNEL_LIMITS.referenceMax}
            data-autofocus
            {...field('chat')}
          />
          <Select
            label="Организатор"
            placeholder={organizers.isLoading ? 'Загрузка…' : 'Не привязан'}
            data={(organizers.data ?? []).map((organizer) => ({
              value: String(organizer.id),
              label: organizer.name,
            }))}
            value={form.values.organizerId === null ? null : String(form.values.organizerId)}
            onChange={(value) => form.setFieldValue('organizerId', value === null ? null : Number(value))}
            error={organizers.isError ? 'Не удалось загрузить организаторов' : undefined}
            searchable
            clearable
            nothingFoundMessage="Не найдено"
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={add.isPending}>
              Отмена
            </Button>
            <Button type="submit" loading={add.isPending}>
              Добавить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
