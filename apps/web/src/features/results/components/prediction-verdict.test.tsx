import { screen, within } from '@testing-library/react';
import type { ProtocolPrediction } from '@velo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { PredictionVerdict } from './prediction-verdict';

// After the race (issue 39): how the prediction by skill did, on the protocol's page.

const verdict = (over: Partial<ProtocolPrediction> = {}): ProtocolPrediction => ({
  protocolId: 7,
  family: 'road',
  pairs: 435,
  agreed: 312.5,
  share: 312.5 / 435,
  beat: [
    { participantId: 4, lastName: 'Орлов', firstName: 'Игорь', gender: 'male', predicted: 24, actual: 3 },
    { participantId: 9, lastName: 'Белова', firstName: 'Анна', gender: 'female', predicted: 9, actual: 2 },
  ],
  missed: [
    { participantId: 1, lastName: 'Петров', firstName: 'Иван', gender: 'male', predicted: 1, actual: 17 },
  ],
  ...over,
});

const serve = (answer: ProtocolPrediction) =>
  vi.stubGlobal(
    'fetch',
    fakeFetch((url) =>
      url === '/v1/Skill/protocol-prediction?protocolId=7'
        ? { body: answer }
        : { status: 404, body: { Error: 'нет' } },
    ),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the race against its prediction', () => {
  it('gives the share of pairs ordered as predicted and who beat or missed it most', async () => {
    serve(verdict());
    renderScreen(<PredictionVerdict protocolId={7} />);
    const card = await screen.findByRole('region', { name: 'Как сбылся прогноз' });
    expect(card).toHaveTextContent('Порядок угадан для 72 % пар гонщиков (313 из 435)');
    const [beat, missed] = within(card).getAllByRole('list');
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Выше прогноза', 'Ниже прогноза']);
    expect(
      within(beat!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Орлов Игорь — 3 место при прогнозе 24', 'Белова Анна — 2 место при прогнозе 9']);
    expect(within(missed!).getByRole('link', { name: 'Петров Иван' })).toHaveAttribute(
      'href',
      '/rating/details/1',
    );
  });

  it('leaves out a list nobody is in', async () => {
    serve(verdict({ missed: [] }));
    renderScreen(<PredictionVerdict protocolId={7} />);
    const card = await screen.findByRole('region', { name: 'Как сбылся прогноз' });
    expect(within(card).getAllByRole('list')).toHaveLength(1);
    expect(within(card).queryByText('Ниже прогноза')).toBeNull();
  });
});
