import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobView } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render-screen';
import { MaintenanceView, weatherSummary } from './maintenance-view';

// Maintenance (issue 14): each run asks the server for a job and follows it to the end.

const job = (over: Partial<JobView>): JobView => ({
  id: 41,
  type: 'recalculation',
  status: 'running',
  progress: 1,
  total: 4,
  result: null,
  error: null,
  createdOn: '2026-11-24T09:00:00.000Z',
  finishedOn: null,
  ...over,
});

/** The maintenance calls; the job is read as `jobs` says, one answer per poll (the last one stays). */
const serve = (jobs: JobView[]) => {
  const nextJob = () => (jobs.length > 1 ? jobs.shift()! : jobs[0]!);
  return fakeServer({
    'GET /v1/Job/{id}': nextJob,
    'GET /v1/Protocol/reprocess-protocols': job({ status: 'queued', progress: 0 }),
    'PATCH /v1/Statistic/recalculate-ratings': job({ status: 'queued', progress: 0 }),
    'PATCH /v1/Admin/update-events-weather': { jobId: 52 },
  });
};

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('maintenance view', () => {
  it('recalculates one season after a confirmation and follows the job to the end', async () => {
    const success = vi.spyOn(toast, 'success');
    const server = serve([job({ progress: 0, total: 1 }), job({ status: 'done', progress: 1, total: 1 })]);
    renderScreen(<MaintenanceView />);
    const card = await screen.findByRole('region', { name: 'Пересчет рейтинга' });
    await userEvent.selectOptions(within(card).getByLabelText('Сезон'), '2025');
    await userEvent.click(within(card).getByRole('button', { name: 'Пересчитать' }));
    expect(server.sent).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Пересчитать рейтинг?' });
    expect(dialog).toHaveTextContent('Сезон 2025 будет пересчитан заново');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Пересчитать' }));

    expect(
      await within(card).findByRole('progressbar', { name: 'Пересчет сезона 2025' }),
    ).toBeInTheDocument();
    expect(await within(card).findByText('Готово', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(server.sent[0]).toMatchObject({ call: 'GET /v1/Protocol/reprocess-protocols' });
    expect(server.sent[0]!.query.get('year')).toBe('2025');
    expect(success).toHaveBeenCalledWith('Успешно', 'Рейтинг пересчитан');
  });

  it('recalculates every season through recalculate-ratings', async () => {
    const server = serve([job({ status: 'done', progress: 9, total: 9 })]);
    renderScreen(<MaintenanceView />);
    const card = await screen.findByRole('region', { name: 'Пересчет рейтинга' });
    await userEvent.click(within(card).getByRole('button', { name: 'Пересчитать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пересчитать рейтинг?' });
    expect(dialog).toHaveTextContent('Все сезоны будут пересчитаны заново');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Пересчитать' }));
    expect(await within(card).findByText('Готово')).toBeInTheDocument();
    expect(server.sent[0]).toMatchObject({ call: 'PATCH /v1/Statistic/recalculate-ratings', body: {} });
  });

  it('shows what the weather refresh did', async () => {
    serve([
      job({
        id: 52,
        type: 'weather',
        status: 'done',
        progress: 3,
        total: 3,
        result: { isConfigured: true, checked: 3, refreshed: 2, failed: 1, errors: ['timeout'] },
      }),
    ]);
    renderScreen(<MaintenanceView />);
    const card = await screen.findByRole('region', { name: 'Погода мероприятий' });
    await userEvent.click(within(card).getByRole('button', { name: 'Обновить погоду' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Проверено мероприятий: 3, обновлено: 2, не обновлено: 1',
    );
  });

  it('shows a failed job with its error', async () => {
    serve([job({ status: 'failed', error: 'Сезон занят другим пересчетом' })]);
    renderScreen(<MaintenanceView />);
    const card = await screen.findByRole('region', { name: 'Пересчет рейтинга' });
    await userEvent.click(within(card).getByRole('button', { name: 'Пересчитать' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Пересчитать' }),
    );
    expect(await within(card).findByText('Сезон занят другим пересчетом')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Пересчитать' })).toBeEnabled();
  });
});

describe('weather summary', () => {
  it('says when the forecast service is not configured', () => {
    expect(weatherSummary({ isConfigured: false, checked: 0, refreshed: 0, failed: 0, errors: [] })).toBe(
      'Сервис прогноза погоды не настроен: погода не обновлялась',
    );
  });
  it('says when there is nothing to refresh', () => {
    expect(weatherSummary({ isConfigured: true, checked: 0, refreshed: 0, failed: 0, errors: [] })).toBe(
      'В ближайшие 14 дней нет мероприятий с точкой старта',
    );
  });
});
