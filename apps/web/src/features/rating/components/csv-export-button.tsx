import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { RatingFilter } from '@velo/contracts';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';

/** Saves a blob under a file name (a temporary link, clicked and removed). */
const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const csvFileName = (year: number | null) => `reyting-${year ?? 'sezon'}.csv`;

/** Downloads the rating table under the same filters (POST /v1/Statistic/rating-csv). */
export const CsvExportButton = ({
  filter,
  year,
  icon,
}: {
  filter: RatingFilter;
  year: number | null;
  icon: ReactNode;
}) => {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const download = async () => {
    setBusy(true);
    try {
      // The call's code loads on the press: the page's first load stays within its budget.
      const { getRatingCsvQueryOptions } = await import('../api/get-rating-csv');
      const csv = await queryClient.fetchQuery(
        getRatingCsvQueryOptions({ ...filter, year: filter.year ?? year }),
      );
      saveFile(csv, csvFileName(year));
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 404
          ? 'Выгрузка рейтинга пока недоступна, попробуйте позже'
          : (error instanceof ApiError && error.serverMessage) ||
            'Не удалось выгрузить рейтинг, попробуйте еще раз';
      toast.error('Ошибка', message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={icon} loading={busy} onClick={download}>
      Скачать CSV
    </Button>
  );
};
