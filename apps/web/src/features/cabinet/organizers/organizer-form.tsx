import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhoto } from '@tabler/icons-react';
import { createOrganizerFormSchema, ORGANIZER_LIMITS, type Organizer } from '@velo/contracts';
import { useEffect, useMemo, useState } from 'react';
import { fullName } from '@/components/format';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { fileUrl } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useCreateOrganizer } from './api/create-organizer';
import { useOrganizerUsers } from './api/get-organizer-users';
import { useUpdateOrganizer } from './api/update-organizer';
import { useUpdateOrganizerPicture } from './api/update-organizer-picture';

/** Logos up to 5 MB, images only. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_TOO_BIG = 'Файл логотипа больше 5 Мб';
export const LOGO_NOT_IMAGE = 'Логотип должен быть изображением';

/** Why a logo file is refused, or null. */
export const logoProblem = (file: File | null): string | null => {
  if (!file) return null;
  if (!file.type.startsWith('image/')) return LOGO_NOT_IMAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_BIG;
  return null;
};

/** A preview address of a chosen file (revoked when it changes). */
const usePreview = (file: File | null) => {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
};

const OrganizerUsers = ({ organizerId }: { organizerId: number }) => {
  const users = useOrganizerUsers(organizerId);
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        Пользователи организатора
      </Title>
      {users.isPending ? (
        <Loader size="sm" aria-label="Загрузка" />
      ) : users.isError ? (
        <Text size="sm" c="red">
          Не удалось загрузить пользователей
        </Text>
      ) : users.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Нет пользователей
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {users.data.map((user) => (
            <List.Item key={user.id}>
              {fullName(user)} · {user.email}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
};

/**
 * Create or edit an organizer (part 2 §3 Organizer, §7.5): name, description and logo (with a
 * preview); on edit, the removal of the logo and the organizer's users.
 */
export const OrganizerForm = ({
  organizer,
  onClose,
}: {
  organizer: Organizer | null;
  onClose: () => void;
}) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const { field, onSubmit } = useSchemaForm(createOrganizerFormSchema, {
    initialValues: { name: organizer?.name ?? '', description: organizer?.description ?? '' },
  });
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [deleteLogo, setDeleteLogo] = useState(false);
  const preview = usePreview(logo);
  const currentLogo = organizer && !deleteLogo ? fileUrl(organizer.logoId) : null;
  const shown = preview ?? currentLogo;

  const failed = (error: Error) =>
    toast.error('Ошибка', errorText(error, 'Не удалось сохранить организатора'));
  const create = useCreateOrganizer({ onError: failed });
  const update = useUpdateOrganizer({ onError: failed });
  const picture = useUpdateOrganizerPicture({ onError: failed });
  const saving = create.isPending || update.isPending || picture.isPending;

  const submit = onSubmit(async (values) => {
    if (logoError) return;
    const fields = createOrganizerFormSchema.parse(values);
    try {
      if (!organizer) {
        await create.mutateAsync({ ...fields, logo });
        toast.success('Успешно', 'Организатор добавлен');
      } else {
        await update.mutateAsync({ id: organizer.id, ...fields, needToDeleteLogo: deleteLogo && !logo });
        if (logo) await picture.mutateAsync({ id: organizer.id, logo });
        toast.success('Успешно', 'Организатор сохранен');
      }
      onClose();
    } catch {
      // The hook's onError said it.
    }
  });

  return (
    <Modal
      opened
      onClose={saving ? () => {} : onClose}
      title={organizer ? 'Редактирование организатора' : 'Новый организатор'}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput label="Название" required maxLength={ORGANIZER_LIMITS.nameMax} {...field('name')} />
          <Textarea label="Описание" rows={4} {...field('description')} />
          <Group align="flex-end" gap="md" wrap="wrap">
            {shown ? (
              <Image src={shown} alt="Логотип организатора" w={96} h={96} fit="contain" radius="sm" />
            ) : (
              <IconPhoto size={48} color="var(--mantine-color-gray-5)" aria-hidden="true" />
            )}
            <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
              <FileInput
                label="Логотип"
                placeholder="Выберите изображение"
                accept="image/*"
                clearable
                clearButtonProps={{ 'aria-label': 'Убрать выбранный файл' }}
                value={logo}
                error={logoError}
                onChange={(file) => {
                  const problem = logoProblem(file);
                  setLogoError(problem);
                  setLogo(problem ? null : file);
                }}
              />
              {organizer?.logoId && !logo ? (
                <Checkbox
                  label="Удалить логотип"
                  checked={deleteLogo}
                  onChange={(event) => setDeleteLogo(event.currentTarget.checked)}
                />
              ) : null}
            </Stack>
          </Group>
          {organizer ? <OrganizerUsers organizerId={organizer.id} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Отмена
            </Button>
            <Button type="submit" loading={saving}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
