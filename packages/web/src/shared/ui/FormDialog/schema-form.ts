// What every form over a zod schema does, in a dialog or on a page: Chinese messages, typed text trimmed, optional
// fields left empty sent as absent (as the spec's request bodies expect them), defaults from the record being edited,
// and a backend refusal of one field shown under that field.
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, refusalOf } from '@zc/sdk';
import {
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import * as z from 'zod';
import { errorMessage } from '../error-message.ts';
import { chineseErrors } from './zod-messages.ts';

/** A form typed by its schema's input, submitting the schema's output. */
export type SchemaForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

type Shape = Record<string, z.ZodType>;
const shapeOf = (schema: z.ZodType): Shape | undefined => (schema as unknown as { shape?: Shape }).shape;

/** Text without the spaces around it, in lists and nested records too (files and dates stay as they are). */
const trimmed = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value?.constructor !== Object) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, trimmed(item)]));
};

/** Trimmed text; empty text in a field the schema may leave out becomes absent, so '' meets no length or pattern rule. */
function tidy(schema: z.ZodType, values: FieldValues): FieldValues {
  const shape = shapeOf(schema);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const text = trimmed(value);
      return [name, text === '' && shape?.[name]?.safeParse(undefined).success ? undefined : text];
    }),
  );
}

/**
 * A select's chosen code ('1') as the number the spec's enum takes; nothing chosen is absent, so a required choice
 * says 此项为必填项. `chosen(itemReportFormSchema.shape.reportType)`.
 */
export const chosen = <T extends z.ZodType>(schema: T) =>
  z.preprocess((code) => (code === '' || code === undefined ? undefined : Number(code)), schema);

/** Money as the spec has it (yuan with two decimals): a third decimal is refused rather than rounded away. */
export const cents = <T extends z.ZodType<number | undefined>>(schema: T) =>
  schema.refine(
    (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    '最多两位小数',
  );

export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  mode?: Mode,
): SchemaForm<S> {
  const check = zodResolver(schema, { error: chineseErrors });
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = (values, context, options) =>
    check(tidy(schema, values) as z.input<S>, context, options as never) as never;
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues, ...(mode && { mode }) });
}

/**
 * The form's first values: the edited record's value of each field of the schema, '' for a text field it lacks and
 * [] for a list.
 * `formValues(brandFormSchema, brand)`.
 */
export function formValues<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  record?: Partial<Record<string, unknown>>,
): DefaultValues<z.input<S>> {
  const shape = shapeOf(schema) ?? {};
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => {
      const value = record?.[name];
      if (value !== undefined && value !== null) return [name, value];
      if (field.safeParse('').success || field.safeParse('x').success) return [name, ''];
      return [name, field.safeParse([]).success ? [] : undefined];
    }),
  ) as DefaultValues<z.input<S>>;
}

/**
 * The fields of a request body's schema that a record carries: the body of a change made from the record itself (a
 * flag switched, say), without the fields the server derives. `bodyOf(sysBannerFormSchema, banner)`.
 */
export function bodyOf<S extends z.ZodObject>(schema: S, record: object): z.output<S> {
  const values = record as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => values[key] !== undefined && values[key] !== null)
      .map((key) => [key, values[key]]),
  ) as z.output<S>;
}

/**
 * Shows a failed save: a refusal naming a field of the form goes under that field (the typed input stays); any other
 * failure is the message to show above the buttons.
 */
export function refusalMessage<S extends z.ZodType<FieldValues, FieldValues>>(
  form: SchemaForm<S>,
  schema: S,
  error: unknown,
): string | null {
  if (error instanceof ApiError) {
    const { field, message } = refusalOf(error.msg);
    const name = field?.split('.')[0];
    if (name && shapeOf(schema)?.[name]) {
      form.setError(field as never, { type: 'server', message });
      return null;
    }
  }
  return errorMessage(error, '保存失败，请重试');
}
