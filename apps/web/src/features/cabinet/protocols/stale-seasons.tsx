import { useCallback, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { JobView } from '@velo/contracts';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { JobProgress } from '../kit/job-progress';
import { useRecalculateRatings } from '../maintenance/api/recalculate-ratings';
import { useStaleSeasons } from './api/get-stale-seasons';
import { WarningAlert } from '@/components/warning-alert';

/**
 * For administrators above the protocols: the seasons a protocol was loaded into without a
 * recalculation (the wizard's box unticked), each with 'Пересчитать' and the job's progress.
 */
export const StaleSeasons = () => {
  const queryClient = useQueryClient();
  const stale = useStaleSeasons(true);
  const [running, setRunning] = useState<{ year: number; jobId: number } | null>(null);
  const recalculate = useRecalculateRatings({
    onSuccess: (job, year) => setRunning({ year: year ?? 0, jobId: job.id }),
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось начать пересчет')),
  });
  const onFinished = useCallback(
    (job: JobView) => {
      setRunning(null);
      if (job.status === 'done') toast.success('Успешно', 'Рейтинг пересчитан');
      else toast.error('Ошибка', job.error ?? 'Пересчет завершился с ошибкой');
      // The list of stale seasons, and every page with points.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );
  const seasons = stale.data ?? [];
  if (seasons.length === 0 && !running) return null;
  return (
    <WarningAlert title="Рейтинг не пересчитан" role="status">
      <Stack gap="xs">
        {seasons.map(({ year }) => (
          <Group key={year} justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">
              В сезон {year} загружены протоколы без пересчета: очки и места сезона еще прежние.
            </Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              loading={recalculate.isPending && recalculate.variables === year}
              disabled={running !== null}
              onClick={() => recalculate.mutate(year)}
              aria-label={`Пересчитать сезон ${year}`}
            >
              Пересчитать
            </Button>
          </Group>
        ))}
        {running ? (
          <JobProgress
            jobId={running.jobId}
            label={`Пересчет сезона ${running.year}`}
            onFinished={onFinished}
          />
        ) : null}
      </Stack>
    </WarningAlert>
  );
};
