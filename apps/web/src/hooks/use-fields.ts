import { useMemo, useState, type ChangeEvent } from 'react';

type FieldValue = string | boolean;
export type FieldRules<T extends Record<string, FieldValue>> = {
  [K in keyof T]?: (value: T[K], values: T) => string | null;
};

/**
 * A small form state: values, the message of each rule, and which fields the user has left, so a
 * message shows only after a field was touched or a submission tried.
 */
export const useFields = <T extends Record<string, FieldValue>>(initial: T, rules: FieldRules<T>) => {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});

  const errors = useMemo(() => {
    const result: Partial<Record<keyof T, string>> = {};
    for (const key of Object.keys(values) as (keyof T)[]) {
      const message = rules[key]?.(values[key], values);
      if (message) result[key] = message;
    }
    return result;
  }, [rules, values]);

  const isValid = Object.keys(errors).length === 0;

  const set = <K extends keyof T>(key: K, value: T[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** Props of a text input: value, change, blur and the message once touched. */
  const text = <K extends keyof T>(key: K) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.currentTarget.value as T[K]),
    onBlur: () => setTouched((current) => ({ ...current, [key]: true })),
    error: touched[key] ? errors[key] : undefined,
  });

  /** Marks every field touched (on a submission attempt), so all messages show. */
  const touchAll = () =>
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Record<keyof T, boolean>);

  return { values, set, errors, isValid, text, touchAll };
};
