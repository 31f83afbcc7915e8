import type { ComponentProps } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Field } from '../Field.tsx';
import { controlClass, Input } from '../Input.tsx';
import { Select, type SelectOption } from '../Select.tsx';

// Form fields bound to react-hook-form by name: label, control and the field's error message in one line of JSX.

interface BoundProps<V extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any output type; fields only register and read errors
  form: UseFormReturn<V, unknown, any>;
  name: FieldPath<V>;
  label: string;
  required?: boolean;
  hint?: string;
}

const errorOf = <V extends FieldValues>(form: BoundProps<V>['form'], name: FieldPath<V>) => {
  const error = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors);
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/** A text (or number, tel, email…) input; numbers reach the schema as numbers. */
export function TextField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  ...input
}: BoundProps<V> & Omit<ComponentProps<'input'>, 'name' | 'form'>) {
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {(control) => (
        <Input
          placeholder={`请输入${label}`}
          {...input}
          {...control}
          {...form.register(name, input.type === 'number' ? { setValueAs: toNumberOrUndefined } : {})}
        />
      )}
    </Field>
  );
}

/** A multi-line text. */
export function TextAreaField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  rows = 3,
}: BoundProps<V> & { rows?: number }) {
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {(control) => (
        <textarea
          rows={rows}
          placeholder={`请输入${label}`}
          {...control}
          {...form.register(name)}
          className={`${controlClass} h-auto py-1.5`}
        />
      )}
    </Field>
  );
}

/** A native select with '请选择' first. */
export function SelectField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  options,
}: BoundProps<V> & { options: readonly SelectOption[] }) {
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {(control) => <Select options={options} {...control} {...form.register(name)} />}
    </Field>
  );
}

const toNumberOrUndefined = (value: unknown) => (value === '' || value === null ? undefined : Number(value));
