import { CloseButton, TextInput } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useOrganizers } from '../catalog/api/get-organizers';
import type { OrganizerComboboxProps, OrganizerSelectProps } from './organizer-combobox';

export type { OrganizerSelectProps };

/** The dropdown itself (Combobox, virtualizer) loads when it is first used. */
const loadCombobox = () => import('./organizer-combobox');

/**
 * The organizer filter. Until it is used it is a plain field showing the chosen organizer, so a
 * page's first load does not carry the dropdown's code; pointing at it fetches that code, focusing
 * or typing opens the real dropdown in its place with what was typed. The plain field stays, focused
 * and taking what is typed, until that code is there (no fallback in between that would lose the
 * focus and the first letters on a slow phone).
 */
export const OrganizerSelect = (props: OrganizerSelectProps) => {
  const { value, onChange, label = 'Организатор', className } = props;
  const { data: organizers, isLoading, isError } = useOrganizers();
  const [active, setActive] = useState(false);
  const [typed, setTyped] = useState('');
  const [Dropdown, setDropdown] = useState<ComponentType<OrganizerComboboxProps> | null>(null);
  const selected = organizers?.find((organizer) => organizer.id === value);

  const field = (onActivate?: (text?: string) => void) => (
    <TextInput
      className={className}
      label={label}
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      autoComplete="off"
      value={typed || (selected?.name ?? '')}
      placeholder={isLoading ? 'Загрузка…' : 'Все организаторы'}
      error={isError ? 'Не удалось загрузить организаторов' : undefined}
      onPointerEnter={() => void loadCombobox()}
      onFocus={() => onActivate?.()}
      // A click on the field that already has the focus (its code failed to load, or the focus
      // came before a re-render) opens it too: the focus alone left such a field dead to clicks.
      onClick={() => onActivate?.()}
      onChange={(event) => onActivate?.(event.currentTarget.value)}
      rightSection={
        value !== undefined ? (
          <CloseButton
            size="sm"
            aria-label={`Очистить: ${label.toLowerCase()}`}
            onClick={() => onChange(undefined)}
          />
        ) : (
          <IconSelector size={16} aria-hidden="true" />
        )
      }
      rightSectionPointerEvents={value !== undefined ? 'all' : 'none'}
    />
  );

  if (!active || !Dropdown) {
    return field((text) => {
      if (text !== undefined) setTyped(text);
      if (active) return;
      setActive(true);
      loadCombobox().then(
        (module) => setDropdown(() => module.OrganizerCombobox),
        () => setActive(false), // the next focus tries again
      );
    });
  }
  return <Dropdown {...props} initialSearch={typed} autoFocus />;
};
