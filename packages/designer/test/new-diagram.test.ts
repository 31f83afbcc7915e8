import { BpmnModdle } from 'bpmn-moddle';
import { expect, it } from 'vitest';
import { newDiagramXml, newProcessId } from '../src/new-diagram.ts';

it('names processes after the timestamp', () => {
  expect(newProcessId(1_763_880_000_000)).toBe('Process_1763880000000');
});

it('writes a diagram that BPMN moddle reads back with its process, name and start event', async () => {
  const moddle = new BpmnModdle();
  const { rootElement, warnings } = await moddle.fromXML(newDiagramXml({ processId: 'Process_1', name: '采购审批' }));
  expect(warnings).toEqual([]);
  const [flow] = rootElement.rootElements;
  expect(flow).toMatchObject({ $type: 'bpmn:Process', id: 'Process_1', name: '采购审批', isExecutable: true });
  expect(flow?.flowElements.map((element) => element.$type)).toEqual(['bpmn:StartEvent']);
});
