import { act } from '@testing-library/react';
import type { Connection } from 'bpmn-js/lib/model/Types';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import { describe, expect, it } from 'vitest';
import { setFlowType } from '../../src/rules/flowType.ts';
import { mountDesigner, withoutLabels } from './harness.tsx';

describe('flows leaving an exclusive gateway', () => {
  it('get the agree and reject conditions on the default approval field, undone with the name', async () => {
    const designer = await mountDesigner();
    const before = await designer.xml();
    act(() => designer.modeling.updateProperties(designer.element('FlowAgree'), { name: 'agree' }));
    act(() => designer.modeling.updateLabel(designer.element('FlowReject'), 'reject'));
    const xml = await designer.xml();
    expect(xml).toContain(
      '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${approval == 0}</bpmn:conditionExpression>',
    );
    expect(xml).toContain(
      '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${approval != 0}</bpmn:conditionExpression>',
    );
    designer.undo();
    designer.undo();
    // bpmn-js keeps the emptied label; what matters is that the conditions went with the names.
    const undone = await designer.xml();
    expect(undone).not.toContain('conditionExpression');
    expect(undone).not.toMatch(/name="(agree|reject)"/);
    expect(before).not.toContain('conditionExpression');
  });

  it("are conditioned on the preceding task's choice field when it has one", async () => {
    const designer = await mountDesigner();
    const { moddle } = { moddle: designer.get<{ create(type: string, attrs?: object): object }>('moddle') };
    const field = moddle.create('camunda:FormField', { id: 'decision', type: 'enum' });
    const formData = moddle.create('camunda:FormData', { fields: [field] });
    const extensionElements = moddle.create('bpmn:ExtensionElements', { values: [formData] });
    act(() => designer.modeling.updateProperties(designer.element('Approve'), { extensionElements }));
    act(() => designer.modeling.updateProperties(designer.element('FlowAgree'), { name: 'agree' }));
    expect(designer.element('FlowAgree').businessObject.conditionExpression.body).toBe('${decision == 0}');
  });

  it('are left alone when named otherwise, as are agree flows elsewhere', async () => {
    const designer = await mountDesigner();
    act(() => designer.modeling.updateProperties(designer.element('FlowAgree'), { name: '通过' }));
    act(() => designer.modeling.updateProperties(designer.element('FlowGateway'), { name: 'agree' }));
    expect(designer.element('FlowAgree').businessObject.conditionExpression).toBeUndefined();
    expect(designer.element('FlowGateway').businessObject.conditionExpression).toBeUndefined();
  });
});

describe('end events named agree or reject', () => {
  it('get the end listener writing state 0 or 1, replaced on renaming and undone with the name', async () => {
    const designer = await mountDesigner();
    const before = await designer.xml();
    act(() => designer.modeling.updateProperties(designer.element('EndAgree'), { name: 'agree' }));
    expect((await designer.xml()).replace(/\s+</g, '<')).toContain(
      '<camunda:executionListener event="end" class="com.zc.workflow.listener.EndStateListener">' +
        '<camunda:field name="state"><camunda:string>0</camunda:string></camunda:field></camunda:executionListener>',
    );
    act(() => designer.modeling.updateProperties(designer.element('EndAgree'), { name: 'reject' }));
    const renamed = await designer.xml();
    expect(renamed).toContain('<camunda:string>1</camunda:string>');
    expect(renamed.match(/EndStateListener/g)).toHaveLength(1);
    designer.undo();
    designer.undo();
    expect(withoutLabels(await designer.xml())).toBe(withoutLabels(before));
  });

  it.each([
    ['agree', '0'],
    ['reject', '1'],
  ])('get it too when a flow to them is named %s, on the canvas or in the panel', async (opinion, state) => {
    const designer = await mountDesigner();
    const before = await designer.xml();
    const flow = opinion === 'agree' ? 'FlowAgree' : 'FlowReject';
    const end = opinion === 'agree' ? 'EndAgree' : 'EndReject';
    act(() => designer.modeling.updateLabel(designer.element(flow), opinion));
    const xml = (await designer.xml()).replace(/\s+</g, '<');
    expect(xml).toContain(
      `<bpmn:endEvent id="${end}"><bpmn:extensionElements><camunda:executionListener event="end" class="com.zc.workflow.listener.EndStateListener">` +
        `<camunda:field name="state"><camunda:string>${state}</camunda:string></camunda:field></camunda:executionListener>`,
    );
    expect(xml.match(/EndStateListener/g)).toHaveLength(1);
    designer.undo();
    expect(await designer.xml()).toBe(before);
    act(() => designer.modeling.updateProperties(designer.element(flow), { name: opinion }));
    expect(designer.element(end).businessObject.extensionElements.values[0].fields[0].string).toBe(state);
  });

  it('a flow named agree to another kind of element sets off no listener', async () => {
    const designer = await mountDesigner();
    act(() => designer.modeling.updateProperties(designer.element('FlowGateway'), { name: 'agree' }));
    expect(await designer.xml()).not.toContain('EndStateListener');
  });
});

describe('undoing a rename', () => {
  it.each(['Approve', 'Start', 'EndAgree', 'FlowAgree', 'Gateway'])(
    'leaves no label behind on %s, on the canvas or in the panel',
    async (id) => {
      const designer = await mountDesigner();
      const before = await designer.xml();
      act(() => designer.modeling.updateLabel(designer.element(id), '新名称'));
      designer.undo();
      act(() => designer.modeling.updateProperties(designer.element(id), { name: '另一个名称' }));
      designer.undo();
      const after = await designer.xml();
      expect(after).not.toContain('<bpmndi:BPMNLabel');
      expect(after).toBe(before);
      // Redo brings the name back with its label.
      act(() => designer.commandStack.redo());
      expect(designer.element(id).businessObject.name).toBe('另一个名称');
    },
  );
});

it('clears exclusive on a multi-instance loop unless an async flag is on', async () => {
  const designer = await mountDesigner();
  const task = designer.element('Approve');
  const moddle = designer.get<{ create(type: string): object }>('moddle');
  act(() =>
    designer.modeling.updateProperties(task, {
      loopCharacteristics: moddle.create('bpmn:MultiInstanceLoopCharacteristics'),
    }),
  );
  const loop = task.businessObject.loopCharacteristics;
  act(() => designer.modeling.updateModdleProperties(task, loop, { 'camunda:exclusive': true }));
  expect(loop.get('camunda:exclusive')).toBe(false);
  act(() => designer.modeling.updateModdleProperties(task, loop, { 'camunda:asyncAfter': true }));
  act(() => designer.modeling.updateModdleProperties(task, loop, { 'camunda:exclusive': true }));
  expect(loop.get('camunda:exclusive')).toBe(true);
  act(() => designer.modeling.updateModdleProperties(task, loop, { 'camunda:asyncAfter': false }));
  expect(loop.get('camunda:exclusive')).toBe(false);
  designer.undo();
  expect(loop.get('camunda:exclusive')).toBe(true);
});

it('starts a new multi-instance loop with exclusive, async before and async after off, undone with it', async () => {
  const designer = await mountDesigner();
  const task = designer.element('Approve');
  const moddle = designer.get<{ create(type: string): object }>('moddle');
  const before = await designer.xml();
  act(() =>
    designer.modeling.updateProperties(task, {
      loopCharacteristics: moddle.create('bpmn:MultiInstanceLoopCharacteristics'),
    }),
  );
  const loop = task.businessObject.loopCharacteristics;
  expect([loop.get('camunda:exclusive'), loop.get('camunda:asyncBefore'), loop.get('camunda:asyncAfter')]).toEqual([
    false,
    false,
    false,
  ]);
  expect(await designer.xml()).toContain('<bpmn:multiInstanceLoopCharacteristics camunda:exclusive="false" />');
  designer.undo();
  expect(await designer.xml()).toBe(before);
});

it('marks the default flow on its source while the flow type is default', async () => {
  const designer = await mountDesigner();
  const flow = designer.element('FlowAgree') as Connection;
  const gateway = designer.element('Gateway');
  // bpmn-js draws the default mark as the start marker of the flow's path.
  const marked = () =>
    Boolean(
      designer
        .get<ElementRegistry>('elementRegistry')
        .getGraphics(flow)
        .querySelector('.djs-visual > path')
        ?.getAttribute('style')
        ?.includes('marker-start'),
    );
  act(() => setFlowType(designer.commandStack, flow, 'default'));
  expect(gateway.businessObject.default).toBe(flow.businessObject);
  expect(marked()).toBe(true);
  act(() => setFlowType(designer.commandStack, flow, 'condition'));
  expect(gateway.businessObject.default).toBeUndefined();
  expect(flow.businessObject.conditionExpression).toBeDefined();
  expect(marked()).toBe(false);
  designer.undo();
  expect(gateway.businessObject.default).toBe(flow.businessObject);
  expect(flow.businessObject.conditionExpression).toBeUndefined();
});

it('assigns a new user task to the current user, undone with its creation', async () => {
  const designer = await mountDesigner();
  const factory = designer.get<{ createShape(attrs: object): object }>('elementFactory');
  const root = designer.get<Canvas>('canvas').getRootElement();
  let created = '';
  act(() => {
    created = designer.modeling.createShape(
      factory.createShape({ type: 'bpmn:UserTask' }) as never,
      { x: 700, y: 500 },
      root as never,
    ).id;
  });
  expect(designer.element(created).businessObject.get('camunda:assignee')).toBe('${initiator}');
  designer.undo();
  expect(designer.element(created)).toBeUndefined();
});
