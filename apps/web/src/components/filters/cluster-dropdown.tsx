import { Select } from '@mantine/core';
import { useClusterGroups } from '../catalog/clusters';

export type ClusterSelectProps = {
  organizerId: number | undefined;
  /** The organizer of organizerId exists (the dropdown is enabled only then). */
  organizerFound: boolean;
  season: number | null;
  value: number | undefined;
  onChange: (clusterAgeCategoryId: number | undefined) => void;
  className?: string;
  /** Opened and focused when it appears (it was asked for while loading). */
  openAtOnce?: boolean;
};

/**
 * The cluster dropdown (spec part 1 §2.4, §2.5, §2.7): grouped by cluster, options are the age
 * categories; clearable. Loaded once an organizer is chosen (see ClusterSelect).
 */
export const ClusterDropdown = ({
  organizerId,
  organizerFound,
  season,
  value,
  onChange,
  className,
  openAtOnce = false,
}: ClusterSelectProps) => {
  const enabled = organizerId !== undefined && organizerFound;
  const { groups, isLoading } = useClusterGroups(enabled ? organizerId : undefined, season);
  const known = groups.some((group) => group.items.some((item) => item.value === String(value)));
  return (
    <Select
      className={className}
      label="Кластер и категория"
      placeholder={!enabled ? 'Сначала выберите организатора' : isLoading ? 'Загрузка…' : 'Все категории'}
      data={groups}
      value={value !== undefined && known ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      disabled={!enabled}
      clearable
      searchable
      autoFocus={openAtOnce}
      defaultDropdownOpened={openAtOnce}
      nothingFoundMessage="Нет категорий"
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': 'Очистить: кластер и категория' }}
    />
  );
};
