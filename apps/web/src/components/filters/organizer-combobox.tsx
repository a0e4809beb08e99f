import { CloseButton, Combobox, InputBase, Text, useVirtualizedCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { OrganizerRef } from '@velo/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useOrganizers } from '../catalog/api/get-organizers';
import classes from './filters.module.css';

/** Search in the dropdown waits 200 ms after the last key; options are 38 px tall (spec part 1 §9). */
export const ORGANIZER_SEARCH_DEBOUNCE_MS = 200;
export const ORGANIZER_OPTION_HEIGHT = 38;
const VISIBLE_OPTIONS = 7;

const normalize = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/** Organizers whose name contains the search text (case and ё/е do not matter). */
export const filterOrganizers = (organizers: OrganizerRef[], search: string): OrganizerRef[] => {
  const needle = normalize(search);
  return needle ? organizers.filter((o) => normalize(o.name).includes(needle)) : organizers;
};

export type OrganizerSelectProps = {
  value: number | undefined;
  onChange: (organizerId: number | undefined) => void;
  label?: string;
  className?: string;
};

export type OrganizerComboboxProps = OrganizerSelectProps & {
  /** Opened at once, with what was typed before this part loaded. */
  initialSearch?: string;
  autoFocus?: boolean;
};

/**
 * The organizer dropdown of the public filters: searchable (debounced), clearable, and virtualized,
 * so hundreds of organizers scroll without rendering hundreds of rows. Loaded when first used
 * (see OrganizerSelect).
 */
export const OrganizerCombobox = ({
  value,
  onChange,
  label = 'Организатор',
  className,
  initialSearch = '',
  autoFocus = false,
}: OrganizerComboboxProps) => {
  const { data: organizers = [], isLoading, isError } = useOrganizers();
  const [search, setSearch] = useState(initialSearch);
  const [debouncedSearch] = useDebouncedValue(search, ORGANIZER_SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(autoFocus);
  const [selectedIndex, setSelectedIndex] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();

  const options = useMemo(() => filterOrganizers(organizers, debouncedSearch), [organizers, debouncedSearch]);
  const selected = organizers.find((organizer) => organizer.id === value);
  const activeIndex = options.findIndex((organizer) => organizer.id === value);

  // The virtualizer is read on every render by design; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ORGANIZER_OPTION_HEIGHT,
    overscan: 6,
    enabled: opened,
    // Until the list is measured, assume it shows its visible rows (also what tests see).
    initialRect: { width: 320, height: ORGANIZER_OPTION_HEIGHT * VISIBLE_OPTIONS },
  });

  const optionId = (index: number) => {
    const organizer = options[index];
    return organizer ? `${baseId}-organizer-${organizer.id}` : null;
  };

  const choose = (index: number) => {
    const organizer = options[index];
    if (!organizer) return;
    onChange(organizer.id);
    store.closeDropdown();
  };

  const store = useVirtualizedCombobox({
    opened,
    onOpenedChange: setOpened,
    onDropdownClose: () => {
      setSearch('');
      setSelectedIndex(-1);
    },
    totalOptionsCount: options.length,
    getOptionId: optionId,
    selectedOptionIndex: selectedIndex,
    setSelectedOptionIndex: (index) => {
      setSelectedIndex(index);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    activeOptionIndex: activeIndex >= 0 ? activeIndex : 0,
    onSelectedOptionSubmit: choose,
  });

  // Opening shows the chosen organizer in view.
  useEffect(() => {
    if (opened && activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'center' });
    // Only when the dropdown opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  // A new search starts from the top of the list.
  useEffect(() => {
    setSelectedIndex(-1);
    if (listRef.current) listRef.current.scrollTop = 0;
  }, [debouncedSearch]);

  const clear = () => {
    onChange(undefined);
    store.closeDropdown();
  };

  return (
    <Combobox
      store={store}
      withinPortal
      onOptionSubmit={(optionValue) => {
        onChange(Number(optionValue));
        store.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <InputBase
          autoFocus={autoFocus}
          className={className}
          label={label}
          value={opened ? search : (selected?.name ?? '')}
          placeholder={opened ? 'Начните вводить название' : isLoading ? 'Загрузка…' : 'Все организаторы'}
          error={isError ? 'Не удалось загрузить организаторов' : undefined}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            store.openDropdown('keyboard');
          }}
          onClick={() => store.openDropdown('mouse')}
          onFocus={() => store.openDropdown('unknown')}
          onBlur={() => store.closeDropdown('unknown')}
          rightSection={
            value !== undefined ? (
              <CloseButton
                size="sm"
                aria-label={`Очистить: ${label.toLowerCase()}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={clear}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={value !== undefined ? 'all' : 'none'}
        />
      </Combobox.Target>

      <Combobox.Dropdown>
        {/* Busy while the list waits for the search's pause: the options are about to change. */}
        <Combobox.Options aria-label={label} aria-busy={search !== debouncedSearch}>
          {options.length === 0 ? (
            <Combobox.Empty>{isLoading ? 'Загрузка…' : 'Ничего не найдено'}</Combobox.Empty>
          ) : (
            <div
              ref={listRef}
              className={classes.virtualList}
              style={{ maxHeight: ORGANIZER_OPTION_HEIGHT * VISIBLE_OPTIONS }}
            >
              <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {virtualizer.getVirtualItems().map((item) => {
                  const organizer = options[item.index]!;
                  return (
                    <Combobox.Option
                      key={organizer.id}
                      value={String(organizer.id)}
                      id={optionId(item.index) ?? undefined}
                      active={organizer.id === value}
                      selected={item.index === selectedIndex}
                      aria-selected={organizer.id === value}
                      className={classes.virtualOption}
                      style={{ height: ORGANIZER_OPTION_HEIGHT, transform: `translateY(${item.start}px)` }}
                    >
                      <Text span size="sm" truncate="end">
                        {organizer.name}
                      </Text>
                    </Combobox.Option>
                  );
                })}
              </div>
            </div>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
};
