import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { addNewAdminRequestSchema, rejectUserRequestSchema, type UserListItem } from '@velo/contracts';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useAddNewAdmin } from './api/add-new-admin';
import { useConfirmUser } from './api/confirm-user';
import { useRejectUser } from './api/reject-user';
import { asksToOrganize } from './user-status';

const fullName = (user: Pick<UserListItem, 'lastName' | 'firstName' | 'email'>) =>
  `${user.lastName} ${user.firstName}`.trim() || user.email;

/**
 * Confirming an account. An organizer's request binds the account to an organizer: a new one under
 * the name the request gives, or one that exists.
 */
export const ConfirmUserDialog = ({ user, onClose }: { user: UserListItem; onClose: () => void }) => {
  const organizes = asksToOrganize(user);
  const requested = user.addRoleRequest?.organizerName ?? '';
  const [bind, setBind] = useState<'new' | 'existing'>(requested ? 'new' : 'existing');
  const [organizerId, setOrganizerId] = useState<number | undefined>(undefined);
  const confirm = useConfirmUser({
    onSuccess: () => {
      toast.success('Успешно', 'Учетная запись подтверждена');
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось подтвердить учетную запись')),
  });
  const missingOrganizer = organizes && bind === 'existing' && organizerId === undefined;

  return (
    <Modal
      opened
      onClose={confirm.isPending ? () => {} : onClose}
      title="Подтвердить учетную запись?"
      centered
    >
      <Stack gap="md">
        <Text>
          {fullName(user)} ({user.email}) получит письмо и сможет работать в портале
          {organizes ? ' как организатор' : ''}.
        </Text>
        {organizes ? (
          <Radio.Group
            label="Организатор"
            value={bind}
            onChange={(value) => setBind(value as 'new' | 'existing')}
          >
            <Stack gap="xs" mt={6}>
              {requested ? <Radio value="new" label={`Создать организатора «${requested}»`} /> : null}
              <Radio value="existing" label="Привязать к существующему" />
            </Stack>
          </Radio.Group>
        ) : null}
        {organizes && bind === 'existing' ? (
          <OrganizerSelect label="Существующий организатор" value={organizerId} onChange={setOrganizerId} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={confirm.isPending}>
            Отмена
          </Button>
          <Button
            loading={confirm.isPending}
            disabled={missingOrganizer}
            onClick={() =>
              confirm.mutate({
                userId: user.id,
                eventOrganizerId: organizes && bind === 'existing' ? organizerId : undefined,
              })
            }
          >
            Подтвердить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** Refusing an account, with the reason the user is told. */
export const RejectUserDialog = ({ user, onClose }: { user: UserListItem; onClose: () => void }) => {
  const { field, onSubmit } = useSchemaForm(rejectUserRequestSchema, {
    initialValues: { userId: user.id, rejectReason: '' },
  });
  const reject = useRejectUser({
    onSuccess: () => {
      toast.success('Успешно', 'Заявка отклонена');
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось отклонить заявку')),
  });
  return (
    <Modal opened onClose={reject.isPending ? () => {} : onClose} title="Отклонить заявку?" centered>
      <form noValidate onSubmit={onSubmit((values) => reject.mutate(rejectUserRequestSchema.parse(values)))}>
        <Stack gap="md">
          <Text>{fullName(user)} получит письмо с причиной отказа.</Text>
          <Textarea label="Причина" required rows={3} maxLength={2000} {...field('rejectReason')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={reject.isPending}>
              Отмена
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              Отклонить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/** A new administrator: an account and an invitation mail to set a password. */
export const AddAdminDialog = ({ onClose }: { onClose: () => void }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const { field, onSubmit } = useSchemaForm(addNewAdminRequestSchema, {
    initialValues: { firstName: '', lastName: '', email: '' },
  });
  const add = useAddNewAdmin({
    onSuccess: () => {
      toast.success('Успешно', 'Администратор добавлен, приглашение отправлено на почту');
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось добавить администратора')),
  });
  return (
    <Modal
      opened
      onClose={add.isPending ? () => {} : onClose}
      title="Новый администратор"
      fullScreen={isPhone}
    >
      <form noValidate onSubmit={onSubmit((values) => add.mutate(addNewAdminRequestSchema.parse(values)))}>
        <Stack gap="sm">
          <TextInput label="Фамилия" required {...field('lastName')} />
          <TextInput label="Имя" required {...field('firstName')} />
          <TextInput label="Email" type="email" required {...field('email')} />
          <Text size="sm" c="dimmed">
            На этот адрес придет письмо со ссылкой для установки пароля.
          </Text>
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
