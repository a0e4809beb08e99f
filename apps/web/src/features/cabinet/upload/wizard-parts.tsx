import type { ReactNode } from 'react';
import { Alert, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import classes from './upload-page.module.css';

// The wizard's building blocks: a step's section and the file's progress.

/** The file on its way (bytes sent), then read on the server. */
export const UploadProgress = ({ sentPercent }: { sentPercent: number }) => {
  const reading = sentPercent >= 100;
  const label = reading ? 'Разбор файла на сервере' : 'Отправка файла';
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {reading ? 'файл отправлен' : `${sentPercent}%`}
        </Text>
      </Group>
      <Progress
        value={reading ? 100 : sentPercent}
        animated={reading}
        striped={reading}
        aria-label={label}
        aria-valuetext={reading ? 'файл отправлен, идет разбор' : `${sentPercent}%`}
      />
    </Stack>
  );
};

/** One step of the wizard: its number and title, and its fields, disabled until the earlier steps are done. */
export const StepSection = ({
  index,
  title,
  active,
  disabled,
  errors,
  children,
}: {
  index: number;
  title: string;
  active: boolean;
  disabled: boolean;
  errors?: string[];
  children: ReactNode;
}) => (
  <Paper
    component="section"
    aria-labelledby={`upload-step-${index}`}
    className={classes.step}
    data-active={active || undefined}
    data-failed={errors?.length ? true : undefined}
    id={`upload-step-section-${index}`}
  >
    <Stack gap="sm">
      <Title order={2} size="h5" id={`upload-step-${index}`}>
        {index + 1}. {title}
      </Title>
      {errors?.length ? (
        <Alert color="red" role="alert">
          {errors.join('; ')}
        </Alert>
      ) : null}
      <fieldset disabled={disabled} className={classes.fieldset}>
        {children}
      </fieldset>
    </Stack>
  </Paper>
);
