import { expect, it } from 'vitest';
import activitiFile from '../fixtures/engines/activiti.bpmn?raw';
import camundaFile from '../fixtures/engines/camunda.bpmn?raw';
import flowableFile from '../fixtures/engines/flowable.bpmn20.xml?raw';
import { differences, type Moddle, parseXml, withoutDefaults } from '../xmlTree.ts';
import { mountDesigner } from './harness.tsx';

it.each([
  ['camunda', camundaFile],
  ['flowable', flowableFile],
  ['activiti', activitiFile],
] as const)('opens a %s file and saves every element of it back', async (prefix, file) => {
  const designer = await mountDesigner({ prefix, xml: file });
  const moddle = designer.get<Moddle>('moddle');
  const tree = (text: string) => withoutDefaults(parseXml(text), moddle);
  expect(differences(tree(file), tree(await designer.xml()))).toEqual([]);
});
