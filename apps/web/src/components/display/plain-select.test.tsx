import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainSelect } from './plain-select';

// The native select of the public lists (the pager's size, the results' sort, the calendar's
// filters): named for a screen reader, and it reports the chosen value.

const OPTIONS = [
  { value: 'desc', label: 'Сначала новые' },
  { value: 'asc', label: 'Сначала старые' },
];

describe('PlainSelect', () => {
  it('is named by its visible label and reports the option chosen', () => {
    const onChange = vi.fn();
    render(<PlainSelect label="Сортировка" value="desc" onChange={onChange} options={OPTIONS} />);
    const select = screen.getByRole('combobox', { name: 'Сортировка' });
    expect((select as HTMLSelectElement).value).toBe('desc');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Сначала новые',
      'Сначала старые',
    ]);
    fireEvent.change(select, { target: { value: 'asc' } });
    expect(onChange).toHaveBeenCalledWith('asc');
  });

  it('without a visible label, is named by its aria-label', () => {
    render(
      <PlainSelect
        size="xs"
        aria-label="Строк на странице"
        value="20"
        onChange={() => {}}
        options={[10, 20].map((n) => ({ value: String(n), label: `по ${n}` }))}
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Строк на странице' }) as HTMLSelectElement).value).toBe(
      '20',
    );
  });
});
