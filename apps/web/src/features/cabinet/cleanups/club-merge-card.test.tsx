import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { ClubMergeCard } from './club-merge-card';

describe('merging two spellings of a club (issue 19)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends both clubs as typed and clears the form once merged', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        if (url === '/v1/Club/merge') {
          sent.push(JSON.parse(String(init?.body)));
          return {
            body: {
              auditId: 5,
              key: 'альфа',
              message: 'Клуб «Бета» (бета) объединён с клубом «Альфа» (альфа).',
            },
          };
        }
        return { status: 404, body: { Error: 'нет' } };
      }),
    );
    renderScreen(<ClubMergeCard />);
    const button = await screen.findByRole('button', { name: 'Объединить' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Клуб'), ' Бета ');
    await userEvent.type(screen.getByLabelText('Объединить с клубом'), 'ВК Альфа');
    await userEvent.click(button);
    await vi.waitFor(() => expect(sent).toEqual([{ from: 'Бета', to: 'ВК Альфа' }]));
    await vi.waitFor(() => expect(screen.getByLabelText('Клуб')).toHaveValue(''));
  });
});
