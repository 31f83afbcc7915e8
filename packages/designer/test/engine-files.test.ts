import { readFileSync } from 'node:fs';
import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { vocabularies } from '../src/vocabularies/index.ts';
import { vocabularyDiagram } from './fixtures/vocabulary-diagram.ts';
import { differences, type Moddle, parseXml, withoutDefaults } from './xmlTree.ts';

/** Files as each engine's own modeler writes them, using the extension elements of its vocabulary. */
const files = { camunda: 'camunda.bpmn', flowable: 'flowable.bpmn20.xml', activiti: 'activiti.bpmn' } as const;
const read = (name: string) => readFileSync(new URL(`./fixtures/engines/${name}`, import.meta.url), 'utf8');

/** Types that only lend their properties to others never appear as elements of their own. */
const bases = new Set(['InOutBinding', 'InputOutputParameter', 'InputOutputParameterDefinition']);
const tag = (name: string) => name[0]?.toLowerCase() + name.slice(1);

/** What the Flowable modeler writes on diagram edges, outside any process vocabulary: kept as it is, with a warning. */
const diagramOnly: Record<string, string[]> = {
  flowable: ['sourceDockerX', 'sourceDockerY', 'targetDockerX', 'targetDockerY'].map(
    (name) => `unknown attribute <flowable:${name}>`,
  ),
};

describe.each(Object.entries(files))('a %s file', (prefix, file) => {
  const descriptor = vocabularies[prefix as keyof typeof vocabularies];
  const xml = read(file);

  it('imports without a warning and exports every element, attribute and text as it was', async () => {
    const moddle = new BpmnModdle({ [prefix]: descriptor });
    const { rootElement, warnings } = await moddle.fromXML(xml);
    expect((warnings as { message: string }[]).map((warning) => warning.message)).toEqual(diagramOnly[prefix] ?? []);
    const { xml: exported } = await moddle.toXML(rootElement, { format: true });
    const tree = (text: string) => withoutDefaults(parseXml(text), moddle as unknown as Moddle);
    expect(differences(tree(xml), tree(exported))).toEqual([]);
    // Exporting the export changes nothing more.
    const again = await moddle.toXML((await moddle.fromXML(exported)).rootElement, { format: true });
    expect(again.xml).toBe(exported);
  });

  it('together with the shared diagram, uses every element the vocabulary defines', () => {
    const used = xml + vocabularyDiagram(prefix, descriptor.uri);
    const elements = descriptor.types
      .filter((type) => !('extends' in type && type.extends) && !bases.has(type.name))
      .map((type) => tag(type.name));
    expect(elements.filter((name) => !used.includes(`<${prefix}:${name}`))).toEqual([]);
  });

  it('reads its extension elements as typed ones', async () => {
    const { elementsById } = (await new BpmnModdle({ [prefix]: descriptor }).fromXML(xml)) as unknown as {
      elementsById: Record<string, unknown>;
    };
    const types = Object.values(elementsById as Record<string, { extensionElements?: { values: { $type: string }[] } }>)
      .flatMap((element) => element.extensionElements?.values ?? [])
      .map((value) => value.$type);
    expect(types.length).toBeGreaterThan(5);
    expect(types.filter((type) => !type.startsWith(`${prefix}:`) && !type.startsWith('bpmn:'))).toEqual([]);
  });
});
