import { formatClock, formatDate } from '@/components/format';

/** A moment → dd/MM/yyyy HH:mm on Moscow's clock, the portal's ('' when there is none). */
export const formatDateTime = (timestamp: string | null | undefined): string => {
  const day = formatDate(timestamp);
  return day ? `${day} ${formatClock(timestamp)}` : '';
};
