import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { vocabularies } from '../src/vocabularies/index.ts';
import { vocabularyDiagram } from './fixtures/vocabulary-diagram.ts';

type Moddle = InstanceType<typeof BpmnModdle>;

async function roundTrip(moddle: Moddle, xml: string) {
  const read = await moddle.fromXML(xml);
  const { xml: written } = await moddle.toXML(read.rootElement, { format: true });
  return { read, written };
}

const byId = (definitions: { rootElements: { flowElements: { id?: string }[] }[] }, id: string) =>
  definitions.rootElements[0]?.flowElements.find((element) => element.id === id) as Record<string, unknown> & {
    get(name: string): unknown;
    extensionElements: { values: ({ $type: string } & Record<string, unknown>)[] };
    loopCharacteristics: Record<string, unknown> & { get(name: string): unknown };
  };

describe.each(Object.entries(vocabularies))('the %s vocabulary', (prefix, descriptor) => {
  const xml = vocabularyDiagram(prefix, descriptor.uri);

  it('has its own prefix and namespace', () => {
    expect(descriptor.prefix).toBe(prefix);
    const uris = Object.values(vocabularies).map((vocabulary) => vocabulary.uri);
    expect(new Set(uris).size).toBe(uris.length);
  });

  it('reads every attribute as a typed property, without warnings', async () => {
    const { rootElement, warnings } = await new BpmnModdle({ [prefix]: descriptor }).fromXML(xml);
    expect(warnings).toEqual([]);
    const task = byId(rootElement, 'Approve');
    expect(task.get(`${prefix}:assignee`)).toBe('${initiator}');
    expect(task.get(`${prefix}:candidateUsers`)).toBe('1,2');
    expect(task.get(`${prefix}:priority`)).toBe('50');
    expect(task.get(`${prefix}:asyncBefore`)).toBe(true);
    expect(task.get(`${prefix}:exclusive`)).toBe(false);
    expect(task.extensionElements.values.map((value) => value.$type)).toEqual([
      `${prefix}:ExecutionListener`,
      `${prefix}:TaskListener`,
      `${prefix}:TaskListener`,
      `${prefix}:Properties`,
    ]);
    const [listener, timeout] = task.extensionElements.values as unknown as Record<string, never>[];
    expect(listener).toMatchObject({
      fields: [
        { name: 'state', string: '0' },
        // camunda reads the child element as text; activiti and flowable as an element, beside the attribute form.
        prefix === 'camunda'
          ? { name: 'who', expression: '${user}' }
          : { name: 'who', expressionElement: { value: '${user}' } },
      ],
    });
    expect(timeout).toMatchObject({ id: 'remind', eventDefinitions: [{ timeDuration: { body: 'PT1H' } }] });
    expect(task.loopCharacteristics.get(`${prefix}:collection`)).toBe('${approvers}');
    const start = byId(rootElement, 'Start');
    expect(start.extensionElements.values[0]).toMatchObject({
      businessKey: 'approval',
      fields: [
        {
          id: 'approval',
          values: [{ id: '0', name: '同意' }, { id: '1' }],
          validation: { constraints: [{ name: 'required', config: 'true' }] },
          properties: { values: [{ id: 'component', value: 'radio' }] },
        },
        { id: 'due', datePattern: 'yyyy-MM-dd' },
      ],
    });
  });

  it('writes what it read and reads it back the same (nothing lost)', async () => {
    const moddle = new BpmnModdle({ [prefix]: descriptor });
    const first = await roundTrip(moddle, xml);
    const second = await roundTrip(moddle, first.written);
    expect(second.written).toBe(first.written);
    expect(second.read.warnings).toEqual([]);
    for (const fragment of [
      `${prefix}:versionTag="v2"`,
      `${prefix}:followUpDate="2026-12-01"`,
      `${prefix}:resource="classpath://check.groovy"`,
      `<${prefix}:failedJobRetryTimeCycle>R3/PT10M</${prefix}:failedJobRetryTimeCycle>`,
      `<${prefix}:script scriptFormat="groovy">println 'created'</${prefix}:script>`,
      `<${prefix}:constraint name="required" config="true" />`,
      `${prefix}:delegateExpression="\${notifier}"`,
    ]) {
      expect(first.written).toContain(fragment);
    }
  });

  it.each(Object.keys(vocabularies).filter((other) => other !== prefix))(
    'survives a designer writing %s: foreign attributes and elements are kept as they are',
    async (other) => {
      const own = new BpmnModdle({ [prefix]: descriptor });
      const foreign = new BpmnModdle({ [other]: vocabularies[other as keyof typeof vocabularies] });
      const throughForeign = await roundTrip(foreign, xml);
      const direct = await roundTrip(own, xml);
      expect((await roundTrip(own, throughForeign.written)).written).toBe(direct.written);
    },
  );
});
