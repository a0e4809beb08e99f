import { formatDate } from '@/components/format';

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment → dd/MM/yyyy HH:mm in the reader's time zone ('' when there is none). */
export const formatDateTime = (timestamp: string | null | undefined): string => {
  const day = formatDate(timestamp);
  if (!day) return '';
  const date = new Date(timestamp!);
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
