import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { formatClock, formatDate } from '../format';

/** dd/MM/yyyy HH:mm on Moscow's clock, the portal's; the moment may be unknown (''). */
const moment = (timestamp: string): string => {
  const day = formatDate(timestamp);
  return day ? `${day} ${formatClock(timestamp)}` : '…';
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
