import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import {
  ORGANIZER_OPTION_HEIGHT,
  ORGANIZER_SEARCH_DEBOUNCE_MS,
  filterOrganizers,
} from './organizer-combobox';
import { OrganizerSelect } from './organizer-select';

const organizers = Array.from({ length: 600 }, (_, i) => ({
  id: i + 1,
  name: `Организатор ${String(i + 1).padStart(3, '0')}`,
}));
organizers.push({ id: 1000, name: 'Велогонки Подмосковья' }, { id: 1001, name: 'Ёлкин велоклуб' });

const Harness = ({ onChange }: { onChange: (id: number | undefined) => void }) => {
  const [value, setValue] = useState<number | undefined>();
  return (
    <OrganizerSelect
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
};

// jsdom has no layout: give elements the size of the dropdown's list, and a no-op scroll.
Element.prototype.scrollTo ??= function scrollTo() {};
const layout = () => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(266);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
};

/** The filter on a screen, its organizers loaded (the closed field, before anything is used). */
const renderLoaded = async (onChange: (id: number | undefined) => void = vi.fn()) => {
  vi.stubGlobal(
    'fetch',
    fakeFetch(() => ({ body: organizers })),
  );
  layout();
  renderScreen(<Harness onChange={onChange} />);
  const field = await screen.findByRole('combobox', { name: 'Организатор' });
  await waitFor(() => expect(field).toHaveAttribute('placeholder', 'Все организаторы'));
  return field;
};

describe('organizer dropdown (spec part 1 §2.4, §9)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('searches names ignoring case and ё', () => {
    expect(filterOrganizers(organizers, 'подмоск').map((o) => o.id)).toEqual([1000]);
    expect(filterOrganizers(organizers, 'елкин').map((o) => o.id)).toEqual([1001]);
    expect(filterOrganizers(organizers, '  ')).toHaveLength(602);
    expect(ORGANIZER_OPTION_HEIGHT).toBe(38);
    expect(ORGANIZER_SEARCH_DEBOUNCE_MS).toBe(200);
  });

  it('renders only a window of hundreds of organizers, filters after 200 ms and picks one', async () => {
    const onChange = vi.fn();
    const field = await renderLoaded(onChange);
    // A plain field until used: focusing it loads and opens the real dropdown in its place.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.focus(field);
    const listbox = await screen.findByRole('listbox', { name: 'Организатор' });
    const rendered = listbox.querySelectorAll('[role="option"]').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(30);

    const input = screen.getByRole('combobox', { name: 'Организатор' });
    expect(input).toHaveFocus();
    vi.useFakeTimers();
    expect(listbox).toHaveAttribute('aria-busy', 'false');
    fireEvent.change(input, { target: { value: 'Подмосков' } });
    act(() => vi.advanceTimersByTime(ORGANIZER_SEARCH_DEBOUNCE_MS - 50));
    // The list still shows the last search's options, and says they are about to change.
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1);
    expect(listbox).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(listbox).toHaveAttribute('aria-busy', 'false');
    const option = screen.getByRole('option', { name: 'Велогонки Подмосковья' });
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(1000);
    await waitFor(() => expect(input).toHaveValue('Велогонки Подмосковья'));
  });

  it('keeps what is typed while the dropdown’s code loads, and opens with it', async () => {
    const field = await renderLoaded();
    fireEvent.focus(field);
    // Letters typed before the code is there stay in the field…
    fireEvent.change(field, { target: { value: 'Велог' } });
    expect(field).toHaveValue('Велог');
    // …and the dropdown opens searching for them.
    await screen.findByRole('listbox', { name: 'Организатор' });
    const input = screen.getByRole('combobox', { name: 'Организатор' });
    expect(input).toHaveValue('Велог');
    expect(input).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option', { name: 'Велогонки Подмосковья' })).toBeInTheDocument();
  });

  it('opens on a click of a field that already has the focus', async () => {
    const field = await renderLoaded();
    // The focus came without its event reaching the field (a re-render under it): a click alone opens it.
    fireEvent.click(field);
    expect(await screen.findByRole('listbox', { name: 'Организатор' })).toBeInTheDocument();
  });
});
