import { useCallback, useState } from 'react';
import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCloudRain, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { JobView, WeatherRefreshResult } from '@velo/contracts';
import { seasonsNewestFirst } from '@/components/seasons';
import { toast } from '@/lib/toasts';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { JobProgress } from '../kit/job-progress';
import { useRecalculateRatings } from './api/recalculate-ratings';
import { useUpdateEventsWeather } from './api/update-events-weather';

const ALL_SEASONS = 'all';

/** What a weather refresh did, in a sentence (the job's result). */
export const weatherSummary = (result: WeatherRefreshResult): string => {
  if (!result.isConfigured) return 'Сервис прогноза погоды не настроен: погода не обновлялась';
  if (result.checked === 0) return 'В ближайшие 14 дней нет мероприятий с точкой старта';
  const parts = [`Проверено мероприятий: ${result.checked}`, `обновлено: ${result.refreshed}`];
  if (result.failed > 0) parts.push(`не обновлено: ${result.failed}`);
  return parts.join(', ');
};

const isWeatherResult = (value: unknown): value is WeatherRefreshResult =>
  typeof value === 'object' && value !== null && 'isConfigured' in value && 'checked' in value;

/** Recalculating the standings: one season or all of them, with the job's progress. */
const RecalculationCard = () => {
  const queryClient = useQueryClient();
  const seasons = seasonsNewestFirst();
  const [season, setSeason] = useState<string>(ALL_SEASONS);
  const [confirming, setConfirming] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const [finished, setFinished] = useState(true);
  const [jobLabel, setJobLabel] = useState('');
  const recalculate = useRecalculateRatings({
    onSuccess: (job, started) => {
      setJobLabel(started === null ? 'Пересчет всех сезонов' : `Пересчет сезона ${started}`);
      setConfirming(false);
      setFinished(false);
      setJobId(job.id);
    },
    onError: (error) => {
      setConfirming(false);
      toast.error('Ошибка', errorText(error, 'Не удалось начать пересчет'));
    },
  });
  const onFinished = useCallback(
    (job: JobView) => {
      setFinished(true);
      if (job.status === 'done') {
        toast.success('Успешно', 'Рейтинг пересчитан');
        // Standings, results and profiles read the recalculated rows.
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'cabinet' });
      } else toast.error('Ошибка', job.error ?? 'Пересчет завершился с ошибкой');
    },
    [queryClient],
  );
  const running = recalculate.isPending || !finished;
  const year = season === ALL_SEASONS ? null : Number(season);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="maintenance-rating">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconRefresh size={20} aria-hidden="true" />
          <Title order={3} size="h4" id="maintenance-rating">
            Пересчет рейтинга
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Очки и места сезона считаются заново по всем его протоколам. Нужен после правки методики или данных
          в обход кабинета; обычная загрузка и правка протоколов пересчитывают сезон сами.
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Сезон"
            value={season}
            onChange={(event) => setSeason(event.currentTarget.value)}
            data={[
              { value: ALL_SEASONS, label: 'Все сезоны' },
              ...seasons.map((s) => ({ value: String(s), label: String(s) })),
            ]}
            w={160}
          />
          <Button onClick={() => setConfirming(true)} loading={running} disabled={running}>
            Пересчитать
          </Button>
        </Group>
        <JobProgress jobId={jobId} label={jobLabel} onFinished={onFinished} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Пересчитать рейтинг?"
        confirmLabel="Пересчитать"
        loading={recalculate.isPending}
        onConfirm={() => recalculate.mutate(year)}
        onClose={() => setConfirming(false)}
      >
        {year === null
          ? 'Все сезоны будут пересчитаны заново. Это займет некоторое время; рейтинг на сайте обновится по окончании.'
          : `Сезон ${year} будет пересчитан заново; рейтинг на сайте обновится по окончании.`}
      </ConfirmDialog>
    </Card>
  );
};

/** Refreshing the weather of the next 14 days' events, with the job's progress and summary. */
const WeatherCard = () => {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [finished, setFinished] = useState(true);
  const update = useUpdateEventsWeather({
    onSuccess: ({ jobId: id }) => {
      setSummary(null);
      setFinished(false);
      setJobId(id);
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось начать обновление погоды')),
  });
  const onFinished = useCallback(
    (job: JobView) => {
      setFinished(true);
      if (job.status !== 'done') return;
      setSummary(isWeatherResult(job.result) ? weatherSummary(job.result) : 'Погода обновлена');
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'cabinet' });
    },
    [queryClient],
  );
  const running = update.isPending || !finished;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="maintenance-weather">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCloudRain size={20} aria-hidden="true" />
          <Title order={3} size="h4" id="maintenance-weather">
            Погода мероприятий
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Прогноз для мероприятий ближайших 14 дней с точкой старта. Обновляется и сам по расписанию.
        </Text>
        <Group>
          <Button variant="light" onClick={() => update.mutate()} loading={running} disabled={running}>
            Обновить погоду
          </Button>
        </Group>
        <JobProgress jobId={jobId} label="Обновление погоды" onFinished={onFinished} />
        {summary ? (
          <Text size="sm" role="status">
            {summary}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
};

/** Maintenance (issue 14): recalculation of the seasons and the weather update, each with its progress. */
export const MaintenanceView = () => (
  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
    <RecalculationCard />
    <WeatherCard />
  </SimpleGrid>
);
