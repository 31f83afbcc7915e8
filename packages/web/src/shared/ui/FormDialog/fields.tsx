import type { ComponentProps, ReactElement } from 'react';
import { Controller, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';
import { DatePicker } from '../controls/DatePicker.tsx';
import { DateTimePicker } from '../controls/DateTimePicker.tsx';
import { Select, type SelectOption, type SelectProps } from '../controls/Select.tsx';
import { Field, type FieldControlProps } from '../Field.tsx';
import { controlClass, Input } from '../Input.tsx';

// Form fields bound to react-hook-form by name: label, control and the field's error message in one line of JSX.

export interface BoundProps<V extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any output type; fields only register and read errors
  form: UseFormReturn<V, unknown, any>;
  name: FieldPath<V>;
  label: string;
  required?: boolean;
  hint?: string;
}

export const errorOf = <V extends FieldValues>(form: BoundProps<V>['form'], name: FieldPath<V>) => {
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

/**
 * A field whose control takes and gives its value as a string (a select, a date picker), bound through a Controller.
 * Nothing chosen is '', as a native control has it, so that the schema's 请选择 message applies.
 */
function StringControlField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  children,
}: BoundProps<V> & {
  children: (control: FieldControlProps & { value: string; onChange: (value: string) => void }) => ReactElement;
}) {
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          defaultValue={'' as PathValue<V, typeof name>}
          render={({ field }) =>
            children({
              ...control,
              value: field.value === undefined || field.value === null ? '' : String(field.value),
              onChange: field.onChange,
            })
          }
        />
      )}
    </Field>
  );
}

/**
 * One of `options` ('请选择' while none is chosen); the value reaches the schema as the option's string. `onSearch`
 * finds the options elsewhere as the user types (`Select`).
 */
export function SelectField<V extends FieldValues>({
  options,
  searchable = options.length > 8,
  onSearch,
  ...bound
}: BoundProps<V> & Pick<SelectProps, 'options' | 'searchable' | 'onSearch'>) {
  return (
    <StringControlField {...bound}>
      {(control) => <Select {...control} options={options} searchable={searchable} onSearch={onSearch} />}
    </StringControlField>
  );
}

/** A day, 'YYYY-MM-DD', picked from a calendar or typed. */
export function DateField<V extends FieldValues>(bound: BoundProps<V>) {
  return <StringControlField {...bound}>{(control) => <DatePicker {...control} />}</StringControlField>;
}

/** A moment, 'YYYY-MM-DD HH:mm:ss': the day from a calendar, the time typed beside it. */
export function DateTimeField<V extends FieldValues>(bound: BoundProps<V>) {
  const timeLabel = typeof bound.label === 'string' ? `${bound.label}的时:分` : undefined;
  return (
    <StringControlField {...bound}>
      {(control) => <DateTimePicker {...control} timeLabel={timeLabel} />}
    </StringControlField>
  );
}

/** A typed number as the form keeps it: empty is absent. */
export const toNumberOrUndefined = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/** Any number of `options`, each a checkbox; the value reaches the schema as the chosen options' values. */
export function CheckboxGroupField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  options,
}: BoundProps<V> & { options: readonly SelectOption[] }) {
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {({ id, ...control }) => (
        <Controller
          control={form.control}
          name={name}
          defaultValue={[] as PathValue<V, typeof name>}
          render={({ field }) => {
            const chosen = new Set<string>(field.value ?? []);
            const toggle = (value: string) =>
              field.onChange(options.map((option) => option.value).filter((v) => (v === value) !== chosen.has(v)));
            return (
              <fieldset id={id} {...control} className="flex flex-wrap gap-x-4 gap-y-1 py-1">
                <legend className="sr-only">{label}</legend>
                {options.map((option) => (
                  <label key={option.value} className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      checked={chosen.has(option.value)}
                      onChange={() => toggle(option.value)}
                      className="size-4 accent-brand"
                    />
                    {option.label}
                  </label>
                ))}
              </fieldset>
            );
          }}
        />
      )}
    </Field>
  );
}
