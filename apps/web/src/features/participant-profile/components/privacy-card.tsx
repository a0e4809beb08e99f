import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { changePrivacyRequestSchema, PRIVACY_LIMITS, type ParticipantProfile } from '@velo/contracts';
import { useState } from 'react';
import { formatDate } from '@/components/format';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useChangePrivacy } from '../api/change-privacy';

export const PRIVACY_WORDS = {
  title: 'Приватность',
  hide: 'Скрыть профиль',
  show: 'Открыть профиль',
  hiddenEffect:
    'Посторонние видят вместо профиля короткое уведомление, а в рейтинге, протоколах и выгрузках — только инициалы, без года рождения, клуба и города. Очки по-прежнему учитываются, места других участников не меняются. Профиль видите вы и администраторы.',
  publicState: 'Профиль открыт: имя, год рождения, клуб и город видны всем.',
  noteLabel: 'Основание',
  noteHint: 'Письменное заявление участника: от кого, когда и как получено',
  noteMissing: 'Укажите основание: заявление участника',
} as const;

type PrivacyValues = { participantId: number; hidden: boolean; note: string };

/**
 * The owner's (or an administrator's) privacy control (issue 34): the state with when and by whom,
 * and the button that hides or shows the profile after a dialog that says what it does. An
 * administrator acting on someone else's profile writes the request's note.
 */
export const PrivacyCard = ({ profile, isAdmin }: { profile: ParticipantProfile; isAdmin: boolean }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [opened, setOpened] = useState(false);
  const privacy = profile.privacy;
  const hidden = privacy?.isHidden ?? profile.isHidden;
  const needsNote = isAdmin && !profile.isOwner;
  const { form, field, onSubmit } = useSchemaForm<PrivacyValues>(changePrivacyRequestSchema, {
    initialValues: { participantId: profile.id, hidden: !hidden, note: '' },
  });
  const change = useChangePrivacy({
    onSuccess: (answer) => {
      toast.success('Успешно', answer.message);
      setOpened(false);
      form.reset();
    },
    onError: (error) =>
      toast.error('Ошибка', (error instanceof ApiError && error.serverMessage) || 'Не удалось сохранить'),
  });
  const open = () => {
    form.setValues({ participantId: profile.id, hidden: !hidden, note: '' });
    setOpened(true);
  };
  const submit = onSubmit((values) => {
    if (needsNote && values.note.trim() === '') {
      form.setFieldError('note', PRIVACY_WORDS.noteMissing);
      return;
    }
    change.mutate({ participantId: values.participantId, hidden: values.hidden, note: values.note || null });
  });
  const who = privacy?.hiddenByOwner
    ? profile.isOwner
      ? 'вами'
      : 'участником'
    : profile.isOwner
      ? 'администратором по вашему заявлению'
      : 'администратором по заявлению участника';

  return (
    <Paper component="section" aria-labelledby="privacy-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="privacy-title">
          {PRIVACY_WORDS.title}
        </Title>
        {hidden ? (
          <Text size="sm">
            <strong>Профиль скрыт</strong>
            {privacy?.hiddenOn ? ` ${formatDate(privacy.hiddenOn)} ${who}` : ''}. {PRIVACY_WORDS.hiddenEffect}
          </Text>
        ) : (
          <Text size="sm">{PRIVACY_WORDS.publicState}</Text>
        )}
        <Group>
          <Button
            variant={hidden ? 'light' : 'default'}
            leftSection={
              hidden ? <IconEye size={18} aria-hidden="true" /> : <IconEyeOff size={18} aria-hidden="true" />
            }
            onClick={open}
          >
            {hidden ? PRIVACY_WORDS.show : PRIVACY_WORDS.hide}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={change.isPending ? () => {} : () => setOpened(false)}
        title={hidden ? PRIVACY_WORDS.show : PRIVACY_WORDS.hide}
        fullScreen={isPhone}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {hidden
                ? 'Имя, год рождения, клуб и город снова будут видны всем в рейтинге, протоколах и на странице профиля.'
                : PRIVACY_WORDS.hiddenEffect}
            </Text>
            {needsNote ? (
              <Textarea
                label={PRIVACY_WORDS.noteLabel}
                description={PRIVACY_WORDS.noteHint}
                required
                rows={3}
                maxLength={PRIVACY_LIMITS.noteMax}
                {...field('note')}
              />
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)} disabled={change.isPending}>
                Отмена
              </Button>
              <Button type="submit" loading={change.isPending}>
                {hidden ? PRIVACY_WORDS.show : PRIVACY_WORDS.hide}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
};
