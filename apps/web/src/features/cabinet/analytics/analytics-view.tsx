import { Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { useParticipantsAddition } from './api/get-participants-addition';
import { useProtocolsAddition } from './api/get-protocols-addition';
import { useTelegramUsersAddition } from './api/get-telegram-users-addition';
import { useUserRegistrations } from './api/get-user-registrations';
import type { YearRange } from './api/year-range';
import { ChartCard } from './chart-card';
import { byEventTable, byOrganizerTable, PROTOCOL_SERIES, seriesTable, type Grouping } from './lib/tables';

/** The organizers and events with the most protocols that their charts draw. */
const CHART_LIMIT = 20;

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

/** Why a range of years cannot be asked for, or null. */
export const rangeProblem = (startYear: number | undefined, endYear: number | undefined): string | null =>
  startYear !== undefined && endYear !== undefined && startYear > endYear
    ? 'Поле «с года»: не позже, чем «по год»'
    : null;

const yearOf = (value: string | number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_YEAR && value <= MAX_YEAR
    ? value
    : undefined;

/**
 * The figures (part 2 §3 Statistics, §7.8, issue 14): riders added, protocols added, messenger users
 * and registrations by year or by month, and protocols per organizer and per event, over a range of
 * years (both included; left open, from the first year with records to the current one). Each is a
 * chart, a table at a switch, and a CSV.
 */
export const AnalyticsView = () => {
  const { search, setSearch } = useCabinetSearch();
  const [grouping, setGrouping] = useState<Grouping>('year');
  // The query's years, within the server's bounds.
  const startYear = search.startYear === undefined ? undefined : yearOf(search.startYear);
  const endYear = search.endYear === undefined ? undefined : yearOf(search.endYear);
  const problem = rangeProblem(startYear, endYear);
  const range: YearRange = problem ? {} : { startYear: startYear ?? null, endYear: endYear ?? null };
  const participants = useParticipantsAddition(range);
  const protocols = useProtocolsAddition(range);
  const telegram = useTelegramUsersAddition(range);
  const registrations = useUserRegistrations(range);
  const years = participants.data ? `${participants.data.startYear}–${participants.data.endYear}` : '';
  const suffix = `${range.startYear ?? 'start'}-${range.endYear ?? 'now'}`;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput
          label="С года"
          w={120}
          min={MIN_YEAR}
          max={MAX_YEAR}
          allowDecimal={false}
          value={startYear ?? ''}
          error={problem}
          onChange={(value) => setSearch({ startYear: yearOf(value) })}
        />
        <NumberInput
          label="По год"
          w={120}
          min={MIN_YEAR}
          max={MAX_YEAR}
          allowDecimal={false}
          value={endYear ?? ''}
          onChange={(value) => setSearch({ endYear: yearOf(value) })}
        />
        <SegmentedControl
          aria-label="Группировка"
          value={grouping}
          onChange={(value) => setGrouping(value as Grouping)}
          data={[
            { value: 'year', label: 'По годам' },
            { value: 'month', label: 'По месяцам' },
          ]}
        />
        {years ? (
          <Text size="sm" c="dimmed" role="status">
            Годы: {years}
          </Text>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title="Новые участники"
          fileName={`uchastniki-${suffix}`}
          isError={participants.isError}
          table={
            participants.data &&
            seriesTable(participants.data, grouping, [
              { key: 'participantsCount', label: 'Участники', color: 'blue.6' },
            ])
          }
        />
        <ChartCard
          title="Регистрации пользователей"
          fileName={`registracii-${suffix}`}
          isError={registrations.isError}
          table={
            registrations.data &&
            seriesTable(registrations.data, grouping, [
              { key: 'usersCount', label: 'Пользователи', color: 'grape.6' },
            ])
          }
        />
        <ChartCard
          title="Новые пользователи бота в Telegram"
          fileName={`telegram-${suffix}`}
          isError={telegram.isError}
          table={
            telegram.data &&
            seriesTable(telegram.data, grouping, [
              { key: 'usersCount', label: 'Пользователи', color: 'cyan.6' },
            ])
          }
        />
        <ChartCard
          title="Загруженные протоколы"
          fileName={`protokoly-${suffix}`}
          isError={protocols.isError}
          table={protocols.data && seriesTable(protocols.data, grouping, PROTOCOL_SERIES)}
        />
      </SimpleGrid>
      <ChartCard
        title="Протоколы по организаторам"
        fileName={`protokoly-po-organizatoram-${suffix}`}
        isError={protocols.isError}
        table={protocols.data && byOrganizerTable(protocols.data)}
        horizontal
        chartLimit={CHART_LIMIT}
      />
      <ChartCard
        title="Протоколы по мероприятиям"
        fileName={`protokoly-po-meropriyatiyam-${suffix}`}
        isError={protocols.isError}
        table={protocols.data && byEventTable(protocols.data)}
        horizontal
        chartLimit={CHART_LIMIT}
      />
    </Stack>
  );
};
