import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';

/*
 * Mantine's TextInput, InputWrapper and CloseButton as their plain markup, for the fields every
 * public page draws at once (the header's search, the lists' closed filters): Mantine's Input with
 * its wrapper, sections and the CloseButton were about 4 KB gzip of every page's first load
 * (issue 42). The markup and class names are the ones @mantine/core 9.7.3 renders (its global
 * styles.css styles them, the theme's radius and error colour included), so the fields look and
 * behave as before; the class names are Mantine's own and change only with its version, which is
 * pinned (stack-notes.md). The dropdowns and the forms still use Mantine's components.
 */

const WRAPPER_ROOT = 'm_46b77525 mantine-InputWrapper-root';
const LABEL = 'm_8fdc1311 mantine-InputWrapper-label';
const ERROR = 'm_8f816625 mantine-InputWrapper-error';
const INPUT_WRAPPER = 'm_6c018570 mantine-Input-wrapper';
const INPUT = 'm_8fb7ebe7 mantine-Input-input';
const SECTION = 'm_82577fc2 mantine-Input-section';
const CLOSE_BUTTON =
  'mantine-focus-auto mantine-active m_220c80f2 m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** A label above its content (Mantine's `Input.Wrapper` with `labelElement="div"`). */
export const PlainFieldGroup = ({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) => (
  <div className={join(WRAPPER_ROOT, className)} id={id}>
    <div className={LABEL} id={`${id}-label`}>
      {label}
    </div>
    {children}
  </div>
);

export type PlainTextInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'size'> & {
  label?: ReactNode;
  error?: ReactNode;
  rightSection?: ReactNode;
  /** Whether the right section takes the pointer (a clear button) or lets it through (an icon). */
  rightSectionPointerEvents?: 'none' | 'all';
};

/** A one-line text field with an optional label, error and right section (Mantine's `TextInput`). */
export const PlainTextInput = ({
  label,
  error,
  rightSection,
  rightSectionPointerEvents,
  className,
  id: givenId,
  disabled,
  ...input
}: PlainTextInputProps) => {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const hasError = error ? true : undefined;
  return (
    <div className={join(WRAPPER_ROOT, className)} data-size="sm" data-error={hasError}>
      {label !== undefined && (
        <label
          className={LABEL}
          style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as never}
          data-size="sm"
          htmlFor={id}
          id={`${id}-label`}
        >
          {label}
        </label>
      )}
      <div
        className={INPUT_WRAPPER}
        style={
          {
            '--input-margin-bottom': hasError ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined,
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
            '--input-right-section-pointer-events': rightSectionPointerEvents,
          } as never
        }
        data-variant="default"
        data-size="sm"
        data-error={hasError}
        data-disabled={disabled || undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        <input
          {...input}
          id={id}
          disabled={disabled}
          className={INPUT}
          data-variant="default"
          data-error={hasError}
          data-disabled={disabled || undefined}
          aria-invalid={hasError}
          aria-describedby={hasError ? errorId : input['aria-describedby']}
        />
        {rightSection ? (
          <div className={SECTION} data-position="right">
            {rightSection}
          </div>
        ) : null}
      </div>
      {hasError && (
        <p
          className={ERROR}
          style={
            {
              '--input-error-size':
                'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
            } as never
          }
          data-size="sm"
          id={errorId}
        >
          {error}
        </p>
      )}
    </div>
  );
};

/** The small cross that clears a field (Mantine's `CloseButton size="sm"`). */
export const PlainCloseButton = (props: Omit<ComponentPropsWithoutRef<'button'>, 'children'>) => (
  <button
    type="button"
    {...props}
    className={CLOSE_BUTTON}
    style={{ '--cb-size': 'var(--cb-size-sm)' } as never}
    data-variant="subtle"
    data-size="sm"
  >
    <svg
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={{ width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' }}
    >
      <path
        d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  </button>
);
