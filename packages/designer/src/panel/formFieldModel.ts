import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import type { VocabularyPrefix } from '../vocabularies/index.ts';

export const formFieldTypes = {
  long: '长整型',
  string: '字符串',
  boolean: '布尔',
  date: '日期',
  enum: '枚举',
  custom: '自定义',
} as const;

export interface Pair {
  id: string;
  value: string;
}

export interface FormFieldForm {
  id: string;
  type: string;
  /** The type name when the type is custom. */
  customType: string;
  label: string;
  datePattern: string;
  defaultValue: string;
  /** Enum values: id and name. */
  values: Pair[];
  /** Constraints: name and config. */
  constraints: Pair[];
  properties: Pair[];
}

export const blankFormField = (): FormFieldForm => ({
  id: '',
  type: 'string',
  customType: '',
  label: '',
  datePattern: '',
  defaultValue: '',
  values: [],
  constraints: [],
  properties: [],
});

export function toFormFieldForm(field: ModdleElement): FormFieldForm {
  const known = field.type in formFieldTypes;
  return {
    id: field.id ?? '',
    type: known ? field.type : 'custom',
    customType: known ? '' : (field.type ?? ''),
    label: field.label ?? '',
    datePattern: field.datePattern ?? '',
    defaultValue: field.defaultValue ?? '',
    values: (field.values ?? []).map((value: ModdleElement) => ({ id: value.id ?? '', value: value.name ?? '' })),
    constraints: (field.validation?.constraints ?? []).map((constraint: ModdleElement) => ({
      id: constraint.name ?? '',
      value: constraint.config ?? '',
    })),
    properties: (field.properties?.values ?? []).map((property: ModdleElement) => ({
      id: property.id ?? '',
      value: property.value ?? '',
    })),
  };
}

const optional = (value: string) => value || undefined;

export function toFormFieldElement(
  moddle: ModdleElement,
  prefix: VocabularyPrefix,
  form: FormFieldForm,
): ModdleElement {
  const create = (type: string, attributes: Record<string, unknown>) => moddle.create(`${prefix}:${type}`, attributes);
  const field = create('FormField', {
    id: form.id,
    type: form.type === 'custom' ? form.customType : form.type,
    label: optional(form.label),
    datePattern: form.type === 'date' ? optional(form.datePattern) : undefined,
    defaultValue: optional(form.defaultValue),
  });
  const adopt = (children: ModdleElement[], parent: ModdleElement) => {
    for (const element of children) element.$parent = parent;
    return children;
  };
  if (form.type === 'enum') {
    field.values = adopt(
      form.values.map((value) => create('Value', { id: value.id, name: value.value })),
      field,
    );
  }
  if (form.constraints.length > 0) {
    const validation = create('Validation', {});
    validation.constraints = adopt(
      form.constraints.map((constraint) => create('Constraint', { name: constraint.id, config: constraint.value })),
      validation,
    );
    field.validation = adopt([validation], field)[0];
  }
  if (form.properties.length > 0) {
    const properties = create('Properties', {});
    properties.values = adopt(
      form.properties.map((property) => create('Property', { id: property.id, value: property.value })),
      properties,
    );
    field.properties = adopt([properties], field)[0];
  }
  return field;
}
