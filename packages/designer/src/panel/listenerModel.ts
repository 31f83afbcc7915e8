import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import type { FieldForm, ListenerForm, ListenerType, TimerType } from '../validation/forms.ts';
import type { VocabularyPrefix } from '../vocabularies/index.ts';

export type ListenerKind = 'execution' | 'task';

export const listenerTypeLabels: Record<ListenerType, string> = {
  classListener: 'Java 类',
  expressionListener: '表达式',
  delegateExpressionListener: '代理表达式',
  scriptListener: '脚本',
};

export const eventLabels: Record<ListenerKind, Record<string, string>> = {
  execution: { start: '开始', end: '结束', take: '启用' },
  task: { create: '创建', assignment: '指派', complete: '完成', delete: '删除', update: '更新', timeout: '超时' },
};

export const timerLabels: Record<TimerType, string> = { date: '日期', duration: '持续时长', cycle: '循环', null: '无' };

const timerProperty: Record<Exclude<TimerType, 'null'>, string> = {
  date: 'timeDate',
  duration: 'timeDuration',
  cycle: 'timeCycle',
};

export const blankField = (): FieldForm => ({ name: '', fieldType: '', string: '', expression: '' });

export const blankListener = (): ListenerForm => ({
  event: '',
  id: '',
  listenerType: '',
  class: '',
  expression: '',
  delegateExpression: '',
  scriptFormat: '',
  scriptType: '',
  value: '',
  resource: '',
  eventDefinitionType: 'null',
  eventTimeDefinitions: '',
  fields: [],
});

function listenerTypeOf(listener: ModdleElement): ListenerType {
  if (listener.script) return 'scriptListener';
  if (listener.expression) return 'expressionListener';
  if (listener.delegateExpression) return 'delegateExpressionListener';
  return 'classListener';
}

export function toFieldForm(field: ModdleElement): FieldForm {
  // Activiti and flowable write the expression as an attribute or as a child element; camunda as a child element.
  const expression = field.expression ?? field.expressionElement?.value;
  return {
    name: field.name ?? '',
    fieldType: expression === undefined ? 'string' : 'expression',
    string: field.string ?? field.stringValue ?? '',
    expression: expression ?? '',
  };
}

export function toListenerForm(listener: ModdleElement): ListenerForm {
  const script = listener.script;
  const timer = listener.eventDefinitions?.[0];
  const timerType = (Object.keys(timerProperty) as (keyof typeof timerProperty)[]).find(
    (type) => timer?.[timerProperty[type]],
  );
  return {
    ...blankListener(),
    event: listener.event ?? '',
    id: listener.id ?? '',
    listenerType: listenerTypeOf(listener),
    class: listener.class ?? '',
    expression: listener.expression ?? '',
    delegateExpression: listener.delegateExpression ?? '',
    scriptFormat: script?.scriptFormat ?? '',
    scriptType: script ? (script.resource ? 'externalScript' : 'inlineScript') : '',
    value: script?.value ?? '',
    resource: script?.resource ?? '',
    eventDefinitionType: timerType ?? 'null',
    eventTimeDefinitions: timerType ? (timer[timerProperty[timerType]].body ?? '') : '',
    fields: (listener.fields ?? []).map(toFieldForm),
  };
}

const child = (parent: ModdleElement, created: ModdleElement) => {
  created.$parent = parent;
  return created;
};

export function toFieldElement(moddle: ModdleElement, prefix: VocabularyPrefix, form: FieldForm): ModdleElement {
  const value = form.fieldType === 'expression' ? { expression: form.expression } : { string: form.string };
  return moddle.create(`${prefix}:Field`, { name: form.name, ...value });
}

/** Writes only what the chosen listener type uses, so that switching type leaves nothing stale behind. */
export function toListenerElement(
  moddle: ModdleElement,
  prefix: VocabularyPrefix,
  kind: ListenerKind,
  form: ListenerForm,
): ModdleElement {
  const listener = moddle.create(kind === 'task' ? `${prefix}:TaskListener` : `${prefix}:ExecutionListener`, {
    event: form.event,
  });
  if (kind === 'task') listener.id = form.id;
  if (form.listenerType === 'classListener') listener.class = form.class;
  if (form.listenerType === 'expressionListener') listener.expression = form.expression;
  if (form.listenerType === 'delegateExpressionListener') listener.delegateExpression = form.delegateExpression;
  if (form.listenerType === 'scriptListener') {
    const source = form.scriptType === 'externalScript' ? { resource: form.resource } : { value: form.value };
    listener.script = child(
      listener,
      moddle.create(`${prefix}:Script`, { scriptFormat: form.scriptFormat, ...source }),
    );
  }
  if (kind === 'task' && form.event === 'timeout' && form.eventDefinitionType !== 'null') {
    const timer = child(listener, moddle.create('bpmn:TimerEventDefinition'));
    const body = moddle.create('bpmn:FormalExpression', { body: form.eventTimeDefinitions });
    timer[timerProperty[form.eventDefinitionType]] = child(timer, body);
    listener.eventDefinitions = [timer];
  }
  listener.fields = form.fields.map((field) => child(listener, toFieldElement(moddle, prefix, field)));
  return listener;
}
