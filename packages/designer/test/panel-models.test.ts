import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { blankFormField, toFormFieldElement, toFormFieldForm } from '../src/panel/formFieldModel.ts';
import { blankListener, toListenerElement, toListenerForm } from '../src/panel/listenerModel.ts';
import { tabsFor } from '../src/panel/tabs.ts';
import { vocabularies } from '../src/vocabularies/index.ts';

const moddle = new BpmnModdle({ flowable: vocabularies.flowable }) as unknown as {
  create(type: string, attributes?: object): Record<string, unknown>;
  toXML(element: unknown): Promise<{ xml: string }>;
};

describe('listener forms', () => {
  it('turn into a timeout task listener with a timer and fields, and back', async () => {
    const form = {
      ...blankListener(),
      event: 'timeout',
      id: 'remind',
      listenerType: 'scriptListener' as const,
      scriptFormat: 'groovy',
      scriptType: 'externalScript' as const,
      resource: 'classpath://remind.groovy',
      eventDefinitionType: 'duration' as const,
      eventTimeDefinitions: 'PT2H',
      fields: [
        { name: 'to', fieldType: 'string' as const, string: 'boss', expression: '' },
        { name: 'when', fieldType: 'expression' as const, string: '', expression: '${now}' },
      ],
    };
    const listener = toListenerElement(moddle, 'flowable', 'task', form);
    const { xml } = await moddle.toXML(listener);
    expect(xml).toContain('<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT2H</bpmn:timeDuration>');
    expect(xml).toContain('<flowable:script scriptFormat="groovy" resource="classpath://remind.groovy" />');
    expect(toListenerForm(listener)).toEqual(form);
  });

  it("read a field's expression from the attribute the panel writes and from the child element other modelers write", () => {
    const written = toListenerElement(moddle, 'flowable', 'execution', {
      ...blankListener(),
      event: 'end',
      fields: [{ name: 'when', fieldType: 'expression' as const, string: '', expression: '${now}' }],
    });
    const drawnElsewhere = moddle.create('flowable:ExecutionListener', {
      event: 'end',
      fields: [
        moddle.create('flowable:Field', {
          name: 'when',
          expressionElement: moddle.create('flowable:Expression', { value: '${now}' }),
        }),
      ],
    });
    for (const listener of [written, drawnElsewhere]) {
      expect(toListenerForm(listener).fields).toEqual([
        { name: 'when', fieldType: 'expression', string: '', expression: '${now}' },
      ]);
    }
  });

  it('keep only what the chosen type uses', () => {
    const form = {
      ...blankListener(),
      event: 'end',
      listenerType: 'classListener' as const,
      class: 'C',
      expression: 'x',
    };
    const listener = toListenerElement(moddle, 'flowable', 'execution', form);
    expect(listener).toMatchObject({ $type: 'flowable:ExecutionListener', event: 'end', class: 'C' });
    expect(listener.expression).toBeUndefined();
    expect(listener.id).toBeUndefined();
  });
});

it('form field forms turn into enum fields with values, constraints and properties, and back', async () => {
  const form = {
    ...blankFormField(),
    id: 'level',
    type: 'enum',
    label: '级别',
    defaultValue: 'a',
    values: [{ id: 'a', value: '一级' }],
    constraints: [{ id: 'required', value: 'true' }],
    properties: [{ id: 'component', value: 'radio' }],
  };
  const field = toFormFieldElement(moddle, 'flowable', form);
  const { xml } = await moddle.toXML(field);
  expect(xml).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n<flowable:formField xmlns:flowable="http://flowable.org/bpmn" id="level" label="级别" type="enum" defaultValue="a">' +
      '<flowable:properties><flowable:property id="component" value="radio" /></flowable:properties>' +
      '<flowable:validation><flowable:constraint name="required" config="true" /></flowable:validation>' +
      '<flowable:value id="a" name="一级" /></flowable:formField>',
  );
  expect(toFormFieldForm(field)).toEqual(form);
  expect(
    toFormFieldForm(toFormFieldElement(moddle, 'flowable', { ...form, type: 'custom', customType: 'user' })),
  ).toMatchObject({
    type: 'custom',
    customType: 'user',
  });
});

describe('the panel tabs (spec 02 §2)', () => {
  const element = (type: string, source?: string) => ({
    businessObject: moddle.create(type),
    ...(source ? { source: { businessObject: moddle.create(source) } } : {}),
  });
  const ids = (type: string, source?: string) => tabsFor(element(type, source) as never).map((tab) => tab.id);

  it('offers the form only on user tasks and start events', () => {
    expect(ids('bpmn:UserTask')).toContain('form');
    expect(ids('bpmn:StartEvent')).toContain('form');
    expect(ids('bpmn:ServiceTask')).not.toContain('form');
  });

  it('offers the flow condition only on sequence flows not leaving a start event', () => {
    expect(ids('bpmn:SequenceFlow', 'bpmn:ExclusiveGateway')).toContain('condition');
    expect(ids('bpmn:SequenceFlow', 'bpmn:StartEvent')).not.toContain('condition');
  });

  it('offers messages and signals on the process, task settings on tasks, base info first everywhere', () => {
    expect(ids('bpmn:Process')).toEqual(['base', 'other', 'listeners', 'signals', 'properties']);
    expect(ids('bpmn:UserTask')).toEqual(['base', 'other', 'listeners', 'task', 'multiInstance', 'properties', 'form']);
  });
});
