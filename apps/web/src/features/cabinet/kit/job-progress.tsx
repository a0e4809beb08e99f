import { useEffect, useRef } from 'react';
import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import type { JobView } from '@velo/contracts';
import { isJobFinished, useJob } from './api/get-job';

export type JobProgressProps = {
  /** The job to follow; nothing is shown for null. */
  jobId: number | null;
  /** What the job does, e.g. 'Пересчет рейтинга'. */
  label: string;
  /** Called once when the job stops (done or failed). */
  onFinished?: (job: JobView) => void;
};

const percentOf = (job: JobView | undefined) =>
  !job ? 0 : job.status === 'done' ? 100 : job.total > 0 ? Math.round((job.progress / job.total) * 100) : 0;

/**
 * A background job's progress bar (recalculations, weather, batch deletes): polled every second
 * until the job stops; a failure shows the job's error.
 */
export const JobProgress = ({ jobId, label, onFinished }: JobProgressProps) => {
  const { data: job, isError } = useJob(jobId);
  const reported = useRef<number | null>(null);

  useEffect(() => {
    if (job && isJobFinished(job) && reported.current !== job.id) {
      reported.current = job.id;
      onFinished?.(job);
    }
  }, [job, onFinished]);

  if (jobId === null) return null;
  if (isError) return <Alert color="red">Не удалось узнать ход задачи «{label}»</Alert>;
  if (job?.status === 'failed')
    return (
      <Alert color="red" title={label}>
        {job.error ?? 'Задача завершилась с ошибкой'}
      </Alert>
    );

  const percent = percentOf(job);
  const done = job?.status === 'done';
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {done ? 'Готово' : job && job.total > 0 ? `${job.progress} из ${job.total}` : 'В очереди'}
        </Text>
      </Group>
      <Progress.Root>
        <Progress.Section
          value={percent}
          animated={!done}
          aria-label={label}
          aria-valuetext={done ? 'Готово' : `${percent}%`}
        />
      </Progress.Root>
    </Stack>
  );
};
