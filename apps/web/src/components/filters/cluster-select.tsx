import { IconSelector } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { PlainTextInput } from '../plain-field';
import type { ClusterSelectProps } from './cluster-dropdown';

const ClusterDropdown = lazy(() =>
  import('./cluster-dropdown').then((module) => ({ default: module.ClusterDropdown })),
);

const LABEL = 'Кластер и категория';

/**
 * The cluster filter: disabled until an organizer is chosen (spec part 1 §2.4, §2.5, §2.7). The
 * dropdown's code loads only then.
 */
export const ClusterSelect = (props: ClusterSelectProps) => {
  const enabled = props.organizerId !== undefined && props.organizerFound;
  // Used while its code is still loading: it opens as soon as it arrives.
  const [wanted, setWanted] = useState(false);
  const placeholder = (text: string, disabled: boolean) => (
    <PlainTextInput
      className={props.className}
      label={LABEL}
      placeholder={text}
      disabled={disabled}
      readOnly
      role="combobox"
      aria-expanded={false}
      rightSection={<IconSelector size={16} aria-hidden="true" />}
      rightSectionPointerEvents="none"
      // The press, not the click: when the dropdown's code arrives between the button going down
      // and up, the click lands on neither field and would open nothing (a fresh run's failure).
      // The press also replaces this field at once when the code is already there (React shows it a
      // moment later), and the browser's own mouse press that follows would land on what is left and
      // take the focus from the opened dropdown, closing it (CI's failure). So the field takes the
      // focus itself and the browser's part of the press is cancelled.
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.focus();
        setWanted(true);
      }}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') setWanted(true);
      }}
    />
  );
  if (!enabled) return placeholder('Сначала выберите организатора', true);
  return (
    <Suspense fallback={placeholder('Загрузка…', false)}>
      <ClusterDropdown {...props} openAtOnce={wanted} />
    </Suspense>
  );
};
