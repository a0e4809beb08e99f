import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { roleRequestFormSchema, type CurrentUser, type RoleRequestForm } from '@velo/contracts';
import { formatDate } from '@/components/format';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useRequestRole } from '../api/request-role';
import { pendingRequest, requestableRoles, roleWord } from './role-request-state';

export const ROLE_REQUEST_SENT = 'Администратор рассмотрит заявку и сообщит о решении письмом';

/** The request waiting for a decision, in words. */
const PendingState = ({ request }: { request: NonNullable<CurrentUser['addRoleRequest']> }) => (
  <Alert color="blue" role="status" title="Заявка на рассмотрении">
    Заявка на роль «{roleWord(request.roleName)}»
    {request.organizerName ? ` (организация «${request.organizerName}»)` : ''} отправлена{' '}
    {formatDate(request.createdOn)} и ждет решения администратора. О решении придет письмо.
  </Alert>
);

/**
 * 'Запросить другую роль' from the avatar menu: the role (organizer for a rider, participant for an
 * organizer), the organization's name and a comment, checked by the contracts' schema before sending
 * POST /v1/AddRoleRequest. While a request waits, the dialog shows its state instead of the form.
 */
export const RoleRequestDialog = ({ user, onClose }: { user: CurrentUser; onClose: () => void }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const roles = requestableRoles(user);
  const pending = pendingRequest(user);
  const rejected = user.addRoleRequest?.status === 'rejected' ? user.addRoleRequest : null;
  const { form, field, onSubmit } = useSchemaForm(roleRequestFormSchema, {
    initialValues: { roleName: roles[0] ?? 'Organizer', organizerName: '', comment: '' } as RoleRequestForm,
  });
  const send = useRequestRole({
    onSuccess: () => {
      toast.success('Заявка отправлена', ROLE_REQUEST_SENT);
      onClose();
    },
    onError: (error) =>
      toast.error(
        'Ошибка',
        (error instanceof ApiError ? error.serverMessage : null) || 'Не удалось отправить заявку',
      ),
  });
  const submit = onSubmit((values) => send.mutate(roleRequestFormSchema.parse(values)));
  const asksToOrganize = form.values.roleName === 'Organizer';

  return (
    <Modal
      opened
      onClose={send.isPending ? () => {} : onClose}
      title={pending ? 'Заявка на роль' : 'Запросить другую роль'}
      fullScreen={isPhone}
      size="lg"
    >
      {pending ? (
        <Stack gap="md">
          <PendingState request={pending} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Понятно</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {rejected ? (
              <Alert color="gray" role="status">
                Предыдущая заявка на роль «{roleWord(rejected.roleName)}» отклонена{' '}
                {formatDate(rejected.updatedOn)}. Можно отправить новую.
              </Alert>
            ) : null}
            <Text size="sm">
              Администратор проверит заявку и подтвердит роль; до решения вы пользуетесь сайтом как прежде.
            </Text>
            <Radio.Group label="Роль" required {...field('roleName')}>
              <Group gap="lg" mt={4}>
                {roles.map((role) => (
                  <Radio key={role} value={role} label={roleWord(role)} />
                ))}
              </Group>
            </Radio.Group>
            {asksToOrganize ? (
              <TextInput
                label="Название организации"
                description="Клуб, команда или компания, которая проводит гонки"
                required
                maxLength={200}
                {...field('organizerName')}
              />
            ) : null}
            <Textarea
              label="Комментарий"
              description="Что стоит знать администратору: какие гонки вы проводите, ссылка на сайт"
              rows={4}
              maxLength={2000}
              {...field('comment')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={send.isPending}>
                Отмена
              </Button>
              <Button type="submit" loading={send.isPending}>
                Отправить заявку
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
