import { Group, List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import {
  PASSWORD_REQUIREMENTS,
  STRENGTH_LABELS,
  passwordStrength,
  type PasswordStrength,
} from '@/lib/password-strength';

const STRENGTH_LOOK: Record<PasswordStrength, { color: string; value: number }> = {
  weak: { color: 'red', value: 33 },
  medium: { color: 'yellow', value: 66 },
  strong: { color: 'green', value: 100 },
};

/**
 * The strength label of a new password ('Слабый' / 'Неплохой' / 'Хороший пароль') and the list of
 * requirements, each marked met or not in words as well as colour (spec part 1 §2.2, §5).
 */
export const PasswordStrengthMeter = ({ value, id }: { value: string; id: string }) => {
  const strength = passwordStrength(value);
  return (
    <Stack gap={6} id={id}>
      {strength && (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={STRENGTH_LOOK[strength].value}
            color={STRENGTH_LOOK[strength].color}
            size="sm"
            flex={1}
            aria-hidden="true"
          />
          <Text size="sm" fw={600} aria-live="polite" data-testid="password-strength">
            {STRENGTH_LABELS[strength]}
          </Text>
        </Group>
      )}
      <Text size="sm" c="dimmed">
        Пароль должен содержать:
      </Text>
      <List spacing={2} size="sm" center>
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = requirement.test(value);
          return (
            <List.Item
              key={requirement.key}
              icon={
                <ThemeIcon
                  size={18}
                  radius="xl"
                  color={met ? 'green' : 'gray'}
                  variant="light"
                  aria-hidden="true"
                >
                  {met ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              <Text span size="sm" c={met ? 'dark' : 'dimmed'}>
                {requirement.label}
              </Text>
              <VisuallyHidden>{met ? ' — выполнено' : ' — не выполнено'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
};
