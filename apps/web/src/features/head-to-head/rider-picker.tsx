import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useFindRiders } from './api/find-riders';

type Rider = { id: number; lastName: string; firstName: string; birthYear: number | null; club: string };

const riderLabel = (rider: Rider) =>
  [`${rider.lastName} ${rider.firstName}`, [rider.birthYear, rider.club].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');

/**
 * Choosing a rider by name: the riders of the newest season's rating whose name has the typed text
 * (two letters at least, asked 300 ms after the last key).
 */
export const RiderPicker = ({
  label,
  chosenName,
  onChoose,
}: {
  label: string;
  /** The chosen rider's name, shown while nothing is typed. */
  chosenName?: string | undefined;
  onChoose: (participantId: number) => void;
}) => {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const riders = useFindRiders(debounced);
  const data = (riders.data ?? []).map((rider) => ({ value: String(rider.id), label: riderLabel(rider) }));
  return (
    <Select
      label={label}
      placeholder={chosenName ?? 'Начните вводить фамилию'}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      filter={({ options }) => options}
      value={null}
      onChange={(value) => {
        if (!value) return;
        setSearch('');
        onChoose(Number(value));
      }}
      nothingFoundMessage={
        debounced.trim().length < 2
          ? 'Введите хотя бы две буквы'
          : riders.isFetching
            ? 'Ищем…'
            : 'Никого не нашли'
      }
      w={{ base: '100%', sm: 320 }}
    />
  );
};
