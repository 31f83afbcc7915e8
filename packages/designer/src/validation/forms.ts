import { messages } from './messages.ts';

export type Errors<T> = Partial<Record<keyof T, string>>;

export type ListenerType = 'classListener' | 'expressionListener' | 'delegateExpressionListener' | 'scriptListener';
export type ScriptType = 'inlineScript' | 'externalScript';
export type TimerType = 'date' | 'duration' | 'cycle' | 'null';

export interface FieldForm {
  name: string;
  fieldType: 'string' | 'expression' | '';
  string: string;
  expression: string;
}

export interface ListenerForm {
  event: string;
  id: string;
  listenerType: ListenerType | '';
  class: string;
  expression: string;
  delegateExpression: string;
  scriptFormat: string;
  scriptType: ScriptType | '';
  value: string;
  resource: string;
  eventDefinitionType: TimerType;
  eventTimeDefinitions: string;
  fields: FieldForm[];
}

const blank = (value: string) => value.trim() === '';

/** Task listeners carry an id and may be timeout listeners; execution listeners have neither. */
export function validateListener(form: ListenerForm, kind: 'execution' | 'task'): Errors<ListenerForm> {
  const errors: Errors<ListenerForm> = {};
  if (blank(form.event)) errors.event = messages.listenerEvent;
  if (kind === 'task' && blank(form.id)) errors.id = messages.listenerId;
  switch (form.listenerType) {
    case '':
      errors.listenerType = messages.listenerType;
      break;
    case 'classListener':
      if (blank(form.class)) errors.class = messages.listenerClass;
      break;
    case 'expressionListener':
      if (blank(form.expression)) errors.expression = messages.listenerExpression;
      break;
    case 'delegateExpressionListener':
      if (blank(form.delegateExpression)) errors.delegateExpression = messages.listenerDelegateExpression;
      break;
    case 'scriptListener':
      if (blank(form.scriptFormat)) errors.scriptFormat = messages.scriptFormat;
      if (form.scriptType === '') errors.scriptType = messages.scriptType;
      if (form.scriptType === 'inlineScript' && blank(form.value)) errors.value = messages.scriptValue;
      if (form.scriptType === 'externalScript' && blank(form.resource)) errors.resource = messages.scriptResource;
      break;
  }
  if (kind === 'task' && form.event === 'timeout' && form.eventDefinitionType !== 'null') {
    if (blank(form.eventTimeDefinitions)) errors.eventTimeDefinitions = messages.timerDefinition;
  }
  return errors;
}

export function validateField(form: FieldForm): Errors<FieldForm> {
  const errors: Errors<FieldForm> = {};
  if (blank(form.name)) errors.name = messages.fieldName;
  if (form.fieldType === '') errors.fieldType = messages.fieldType;
  if (form.fieldType === 'string' && blank(form.string)) errors.string = messages.fieldString;
  if (form.fieldType === 'expression' && blank(form.expression)) errors.expression = messages.fieldExpression;
  return errors;
}

/** A message or signal id must be unique among the root elements of its kind. */
export function validateRootElementId(
  id: string,
  existingIds: string[],
  kind: 'message' | 'signal',
): string | undefined {
  if (!existingIds.includes(id)) return undefined;
  return kind === 'message' ? messages.duplicateMessage : messages.duplicateSignal;
}

export const isValid = (errors: object) => Object.keys(errors).length === 0;
