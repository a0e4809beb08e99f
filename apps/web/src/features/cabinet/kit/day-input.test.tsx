import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { DayInput, parseDay } from './day-input';

// The cabinet's day fields (issue 42): Mantine's date picker in Russian, written dd/mm/yyyy, the
// value kept as YYYY-MM-DD.

const Field = ({ onChange }: { onChange: (value: string) => void }) => {
  const [value, setValue] = useState('2026-11-24');
  return (
    <DayInput
      label="Дата"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

describe('day input', () => {
  it('reads dd/mm/yyyy, dd.mm.yyyy and yyyy-mm-dd, and no day that does not exist', () => {
    expect(parseDay('17/05/2026')).toBe('2026-05-17');
    expect(parseDay('7.5.2026')).toBe('2026-05-07');
    expect(parseDay('2026-05-17')).toBe('2026-05-17');
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('05/17/2026')).toBeNull();
    expect(parseDay('завтра')).toBeNull();
  });

  it('shows the day dd/mm/yyyy, takes a typed one, and clears to empty', async () => {
    const onChange = vi.fn();
    renderScreen(<Field onChange={onChange} />);
    const input = await screen.findByLabelText('Дата');
    expect(input).toHaveValue('24/11/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '01/12/2026');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
    expect(input).toHaveValue('01/12/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Очистить: Дата' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('opens a calendar in Russian, weeks from Monday', async () => {
    renderScreen(<Field onChange={vi.fn()} />);
    await userEvent.click(await screen.findByLabelText('Дата'));
    expect(await screen.findByText(/^ноябрь 2026$/i)).toBeInTheDocument();
    const weekdays = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(weekdays.slice(0, 2)).toEqual(['пн', 'вт']);
  });
});
