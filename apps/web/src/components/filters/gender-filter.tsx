import { Input, SegmentedControl } from '@mantine/core';
import type { GenderFilter as Gender } from '@velo/contracts';
import { useId } from 'react';

const OPTIONS: { value: Gender; label: string }[] = [
  { value: 'all', label: 'Все' },
  { value: 'male', label: 'М' },
  { value: 'female', label: 'Ж' },
];

/** The gender filter: Все / М / Ж. */
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
    <Input.Wrapper className={className} label="Пол" id={id} labelElement="div">
      <SegmentedControl
        fullWidth
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={(next) => onChange(next as Gender)}
        data={OPTIONS.map((option) => ({
          value: option.value,
          label: option.label,
        }))}
      />
    </Input.Wrapper>
  );
};
