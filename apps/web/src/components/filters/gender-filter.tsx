import type { GenderFilter as Gender } from '@velo/contracts';
import { useId } from 'react';
import { PlainFieldGroup } from '../plain-field';
import classes from './gender-filter.module.css';

const OPTIONS: { value: Gender; label: string }[] = [
  { value: 'all', label: 'Все' },
  { value: 'male', label: 'М' },
  { value: 'female', label: 'Ж' },
];

/** The gender filter: Все / М / Ж, as a segmented group of native radio buttons. */
export const GenderFilter = ({
  value,
  onChange,
  className,
}: {
  value: Gender;
  onChange: (gender: Gender) => void;
  className?: string;
}) => {
  const id = useId();
  return (
    <PlainFieldGroup className={className} label="Пол" id={id}>
      <div className={classes.group} role="radiogroup" aria-labelledby={`${id}-label`}>
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={classes.segment}
            data-active={value === option.value || undefined}
          >
            <input
              type="radio"
              className={classes.radio}
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </PlainFieldGroup>
  );
};
