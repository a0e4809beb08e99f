import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { formatDate } from '../format';

const pad = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy HH:mm in the reader's time zone; the moment may be unknown (''). */
const moment = (timestamp: string): string => {
  const date = new Date(timestamp);
  if (!timestamp || Number.isNaN(date.getTime())) return '…';
  return `${formatDate(timestamp)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * 'Нет сети, данные от …': the screen shows answers kept on this device (issue 41). Loaded only
 * when it shows (app/shell/app-shell.tsx), so it costs the first load nothing.
 */
export const OfflineNote = ({ from }: { from: string }) => {
  return (
    <Alert color="yellow" variant="light" icon={<IconWifiOff size={18} aria-hidden />} role="status" mb="md">
      Нет сети, данные от {moment(from)}
    </Alert>
  );
};
