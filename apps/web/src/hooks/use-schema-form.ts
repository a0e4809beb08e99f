import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useState, type FocusEvent, type FormEvent } from 'react';

type Values = Record<string, unknown>;
/** A Standard Schema (a zod schema of the contracts is one). */
type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A form checked by a schema of the contracts (@mantine/form with its Standard Schema resolver; zod
 * schemas are Standard Schemas). Every form of the app is built this way:
 *
 *   const { form, field, onSubmit } = useSchemaForm(signInFormSchema, { initialValues });
 *   <form onSubmit={onSubmit((values) => …)}> <TextInput label="Email" {...field('email')} /> …
 *
 * The messages follow the values as they change, and each shows once its field was left or the form
 * submitted (not while a person is still typing a first value). `validate` replaces the schema's check
 * when a form checks only part of its values (the profile checks the changed fields).
 */
export const useSchemaForm = <T extends Values>(
  schema: Schema,
  options: { initialValues: T; validate?: (values: T) => FormErrors },
) => {
  const form = useForm<T>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: options.validate ?? schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<Record<string, true>>({});

  /** The props of an input: value, change, blur, and its message once shown. */
  const field = <K extends keyof T & string>(path: K) => {
    const { error, onBlur, ...props } = form.getInputProps(path);
    return {
      ...props,
      onBlur: (event: FocusEvent<HTMLElement>) => {
        onBlur?.(event);
        setLeft((current) => (current[path] ? current : { ...current, [path]: true }));
      },
      error: submitted || left[path] ? (error as string | undefined) : undefined,
    };
  };

  /** A submit handler: the values when the form is valid, else `onInvalid` (and every message shows). */
  const onSubmit =
    (handle: (values: T) => void, onInvalid?: (errors: FormErrors) => void) =>
    (event?: FormEvent<HTMLFormElement>) => {
      setSubmitted(true);
      form.onSubmit(handle, onInvalid)(event);
    };

  return { form, field, onSubmit };
};
