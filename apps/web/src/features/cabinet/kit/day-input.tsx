import { DateInput, type DateInputProps } from '@mantine/dates';
// The date picker's styles and the Russian month names load with the cabinet, not with every page.
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/ru';

/** A day typed as dd/mm/yyyy (or dd.mm.yyyy, or yyyy-mm-dd) → YYYY-MM-DD; null when it is no real day. */
export const parseDay = (text: string): string | null => {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  const local = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : local
      ? [Number(local[3]), Number(local[2]), Number(local[1])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

type DayInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'dateParser' | 'valueFormat' | 'locale'> & {
  label: string;
  /** YYYY-MM-DD, or empty. */
  value?: string | null;
  /** The day chosen or typed, YYYY-MM-DD; '' when cleared (as a form's empty field). */
  onChange: (value: string) => void;
};

/**
 * A day field of the cabinet (issue 42): Mantine's date picker in Russian, weeks from Monday, the day
 * written dd/mm/yyyy (ui.md) instead of the browser's own input, which shows 'mm/dd/yyyy' on many
 * machines. The value stays YYYY-MM-DD, as the contracts send days.
 */
export const DayInput = ({ label, value, onChange, clearable = true, ...props }: DayInputProps) => (
  <DateInput
    label={label}
    placeholder="дд/мм/гггг"
    value={value || null}
    onChange={(day) => onChange(day ?? '')}
    valueFormat="DD/MM/YYYY"
    dateParser={parseDay}
    locale="ru"
    firstDayOfWeek={1}
    clearable={clearable}
    clearButtonProps={{ 'aria-label': `Очистить: ${label}` }}
    leftSection={<IconCalendar size={16} aria-hidden="true" />}
    popoverProps={{ position: 'bottom-start' }}
    {...props}
  />
);
