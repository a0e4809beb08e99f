import { useId, type CSSProperties } from 'react';
import classes from './plain-select.module.css';

type PlainSelectProps = {
  /** A visible label above the box; else give `aria-label`. */
  label?: string;
  'aria-label'?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** `xs`: the pager's compact box; `sm` (default): a filter's, as high as Mantine's inputs. */
  size?: 'xs' | 'sm';
  className?: string;
  style?: CSSProperties;
};

/**
 * A native select styled as Mantine's NativeSelect, for the public lists' first load: Mantine's
 * brought its Input, Combobox chevron and option parsing (about 1.5 KB gzip) to every list page.
 */
export const PlainSelect = ({
  label,
  'aria-label': ariaLabel,
  value,
  onChange,
  options,
  size = 'sm',
  className,
  style,
}: PlainSelectProps) => {
  const id = useId();
  return (
    <div className={className} style={style}>
      {label ? (
        <label htmlFor={id} className={classes.label}>
          {label}
        </label>
      ) : null}
      <select
        id={id}
        className={classes.select}
        data-size={size}
        aria-label={label ? undefined : ariaLabel}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
