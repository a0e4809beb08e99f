import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { ClusterSelect } from './cluster-select';

const CLUSTERS = {
  totalCount: 1,
  items: [
    {
      id: 1,
      name: 'Мастерс',
      clusterAgeCategories: [
        { id: 11, name: 'M30', gender: 'male', minAge: 30, maxAge: 39, orderNumber: 1 },
        { id: 12, name: 'M40', gender: 'male', minAge: 40, maxAge: 49, orderNumber: 2 },
      ],
    },
  ],
};

describe('the cluster filter (spec part 1 §2.4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens with its categories when pressed while its code was still loading', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ body: CLUSTERS })),
    );
    renderScreen(
      <ClusterSelect organizerId={7} organizerFound season={2026} value={undefined} onChange={() => {}} />,
    );
    // The field stands in for the dropdown while its code loads. A press that starts on it and ends
    // when the dropdown has replaced it gives no click to either: the press itself is what counts.
    const loading = await screen.findByRole('combobox', { name: 'Кластер и категория' });
    expect(loading).toHaveAttribute('placeholder', 'Загрузка…');
    // The browser's own part of the press (its mouse press, which moves the focus) is cancelled: when
    // the press itself swaps the field for the dropdown, it would land beside the dropdown and take
    // its focus, closing it (CI's failure, seen in Chromium's event order).
    expect(fireEvent.pointerDown(loading)).toBe(false);

    expect(await screen.findByRole('option', { name: 'M30, М, 30 - 39' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'M40, М, 40 - 49' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Кластер и категория' })).toHaveFocus();
  });
});
