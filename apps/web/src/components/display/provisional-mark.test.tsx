import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ProvisionalMark } from './provisional-mark';

// Provisional results say so on every screen, with the time the protests close (issue 38).

// Plain markup: the mark needs no theme.
const renderMark = (node: ReactNode) => render(<>{node}</>);

describe('ProvisionalMark', () => {
  it('says the results are provisional and until when protests are taken, in Moscow time', () => {
    const { container } = renderMark(<ProvisionalMark closesAt="2026-11-29T15:00:00.000Z" />);
    expect(container.textContent).toBe(
      'Предварительные результатыпротесты принимаются до 29.11.2026, 18:00 МСК',
    );
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-29T15:00:00.000Z');
  });

  it('is a short mark in lists, the closing time spoken and on hover', () => {
    renderMark(<ProvisionalMark compact closesAt="2026-11-29T15:00:00.000Z" />);
    const mark = screen.getByTitle('Протесты принимаются до 29.11.2026, 18:00 МСК');
    // Read aloud whole (the time in visually hidden text), shown short.
    expect(mark.textContent).toBe(
      'Предварительные результаты. Протесты принимаются до 29.11.2026, 18:00 МСК',
    );
  });

  it('shows nothing for official results', () => {
    const { container } = renderMark(
      <>
        <ProvisionalMark closesAt={null} />
        <ProvisionalMark closesAt={undefined} compact />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
