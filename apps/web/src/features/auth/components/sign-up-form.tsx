import {
  Alert,
  Anchor,
  Button,
  Divider,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { signUpFormSchema, type SignUpFormValues } from '@velo/contracts';
import { useMemo, useState } from 'react';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { toast } from '@/lib/toasts';
import { useRegister } from '../api/register';
import { AUTH_MESSAGES } from '../messages';
import { PasswordStrengthMeter } from './password-strength';
import { StravaSignUpButton } from './strava-sign-up';

const INITIAL: SignUpFormValues = {
  lastName: '',
  firstName: '',
  email: '',
  phoneNumber: '',
  organizerName: '',
  comment: '',
  password: '',
  repeatPassword: '',
};

/**
 * The sign-up form of a participant or an organizer (an organizer adds the organization's name and a
 * comment). A participant may instead sign up through Strava when it is configured.
 */
export type SignUpNames = { firstName?: string | undefined; lastName?: string | undefined };

export const SignUpForm = ({
  roleType,
  names,
}: {
  roleType: 'Participant' | 'Organizer';
  names?: SignUpNames | undefined;
}) => {
  const isOrganizer = roleType === 'Organizer';
  // Cyrillic names, the e-mail and password patterns, equal passwords (spec part 1 §5).
  const schema = useMemo(() => signUpFormSchema(roleType), [roleType]);
  const { form, field, onSubmit } = useSchemaForm<SignUpFormValues>(schema, {
    initialValues: { ...INITIAL, firstName: names?.firstName ?? '', lastName: names?.lastName ?? '' },
  });
  const register = useRegister();
  const busy = register.isPending;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (values: SignUpFormValues) => {
    if (busy) return;
    try {
      await register.mutateAsync({
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber.trim(),
        organizerName: isOrganizer ? values.organizerName.trim() : '',
        comment: isOrganizer ? values.comment.trim() : '',
        roleType,
      });
      toast.success(MESSAGES.successTitle, AUTH_MESSAGES.signUpDone);
      setSentTo(values.email.trim());
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast.error(MESSAGES.errorTitle, message ?? AUTH_MESSAGES.signUpFailed);
    }
  };

  if (sentTo) {
    return (
      <Alert
        color="green"
        variant="light"
        title={AUTH_MESSAGES.signUpDone}
        icon={<IconMailCheck aria-hidden="true" />}
        role="status"
      >
        {AUTH_MESSAGES.signUpMailSent(sentTo)} Если письма нет, проверьте папку «Спам».
      </Alert>
    );
  }

  const namesAndEmailValid = form.isValid('lastName') && form.isValid('firstName') && form.isValid('email');

  return (
    <form
      onSubmit={onSubmit((values) => void submit(values))}
      noValidate
      aria-label={AUTH_MESSAGES.signUpTitle}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Фамилия" autoComplete="family-name" required {...field('lastName')} />
          <TextInput label="Имя" autoComplete="given-name" required {...field('firstName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextInput label="Телефон" type="tel" autoComplete="tel" {...field('phoneNumber')} />
        {isOrganizer && (
          <>
            <TextInput label="Название организации" required {...field('organizerName')} />
            <Textarea
              label="Комментарий"
              description="Например, какие гонки вы проводите"
              autosize
              minRows={2}
              {...field('comment')}
            />
          </>
        )}
        <PasswordInput
          label="Пароль"
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': 'Показать или скрыть пароль' }}
          aria-describedby="sign-up-password-strength"
          {...field('password')}
        />
        <PasswordStrengthMeter value={form.values.password} id="sign-up-password-strength" />
        <PasswordInput
          label="Повторите пароль"
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': 'Показать или скрыть пароль' }}
          {...field('repeatPassword')}
        />
        <Text size="xs" c="dimmed">
          Регистрируясь, вы соглашаетесь с{' '}
          <Anchor component={Link} to="/privacy-policy" size="xs">
            политикой конфиденциальности
          </Anchor>{' '}
          и{' '}
          <Anchor component={Link} to="/cookies" size="xs">
            использованием cookie
          </Anchor>
          .
        </Text>
        <Button type="submit" size="md" disabled={!form.isValid() || busy} loading={busy} fullWidth>
          {AUTH_MESSAGES.signUpButton}
        </Button>
        {!isOrganizer && (
          <StravaSignUpButton
            divider={<Divider label="или без пароля" labelPosition="center" />}
            person={{
              firstName: form.values.firstName.trim(),
              lastName: form.values.lastName.trim(),
              email: form.values.email.trim(),
            }}
            isReady={namesAndEmailValid}
          />
        )}
      </Stack>
    </form>
  );
};
