import { act, waitFor, within } from '@testing-library/react';
import type Canvas from 'diagram-js/lib/core/Canvas';
import { expect, it } from 'vitest';
import { lintDelay } from '../../src/modeler/lint.ts';
import { approvalFlowXml } from './fixtures.ts';
import { fill, mountDesigner, openTab, panel } from './harness.tsx';

const press = (target: Element, key: string, modifiers: KeyboardEventInit = {}) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers }));
  });

it('undoes and redoes from the keyboard', async () => {
  const designer = await mountDesigner();
  const svg = designer.get<Canvas>('canvas').getContainer().querySelector('svg') as SVGElement;
  act(() => designer.modeling.updateProperties(designer.element('Approve'), { name: '改名' }));
  press(svg, 'z', { ctrlKey: true });
  expect(designer.element('Approve').businessObject.name).toBe('部门审批');
  press(svg, 'y', { ctrlKey: true });
  expect(designer.element('Approve').businessObject.name).toBe('改名');
});

it('shows bpmnlint findings on the canvas once the import settled, and follows edits', async () => {
  const designer = await mountDesigner();
  const container = designer.get<Canvas>('canvas').getContainer();
  const flagged = () =>
    [...container.querySelectorAll('.djs-overlay-container [data-container-id]')]
      .filter((overlay) => overlay.querySelector('.bjsl-overlay'))
      .map((overlay) => overlay.getAttribute('data-container-id'));
  // Lint waits until the import settled, so that it never slows the import down.
  expect(flagged()).toEqual([]);
  await waitFor(() => expect(flagged()).toContain('EndAgree'), { timeout: lintDelay + 2000 });
  // The receive task is not connected: an error of the no-disconnected rule.
  expect(container.querySelector('[data-container-id="Receive"] .bjsl-icon-error')).not.toBeNull();
  // A task dropped on the canvas unconnected is flagged too.
  const factory = designer.get<{ createShape(attrs: object): object }>('elementFactory');
  const root = designer.get<Canvas>('canvas').getRootElement();
  let dropped = '';
  act(() => {
    const shape = factory.createShape({ type: 'bpmn:Task' });
    dropped = designer.modeling.createShape(shape as never, { x: 700, y: 500 }, root as never).id;
  });
  await waitFor(() => expect(flagged()).toContain(dropped));
});

it('has a minimap', async () => {
  const designer = await mountDesigner();
  const minimap = designer.get<Canvas>('canvas').getContainer().querySelector('.djs-minimap');
  expect(minimap?.querySelector('svg')).not.toBeNull();
});

it('writes the chosen vocabulary and keeps another engine’s attributes on export', async () => {
  const flowableTask = approvalFlowXml
    .replace('xmlns:di=', 'xmlns:activiti="http://activiti.org/bpmn" xmlns:di=')
    .replace(
      '<bpmn:userTask id="Approve" name="部门审批" />',
      '<bpmn:userTask id="Approve" name="部门审批" activiti:assignee="u9" />',
    );
  const designer = await mountDesigner({ prefix: 'flowable', xml: flowableTask });
  designer.select('Approve');
  openTab('任务');
  await within(panel()).findByLabelText('张三（zhangsan）');
  fill('候选分组', 'finance', panel());
  const xml = await designer.xml();
  expect(xml).toContain('flowable:candidateGroups="finance"');
  expect(xml).toContain('activiti:assignee="u9"');
  expect(xml).not.toContain('camunda:');
});
