import { readFileSync } from 'node:fs';
import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { vocabularies } from '../src/vocabularies/index.ts';
import { type SchemaElement, schemaAttributes, schemaElements } from './fixtures/engines/schemas.ts';
import { parseXml, type XmlNode } from './xmlTree.ts';

/**
 * The activiti and flowable vocabularies against their engines' XML schemas (listed, with where they were read, in
 * fixtures/engines/schemas.ts): each declares every element and attribute, of the right kind and on the right BPMN
 * elements, and each engine's file uses them all, so that engine-files.test.ts round-trips every one of them.
 */
const files = { flowable: 'flowable.bpmn20.xml', activiti: 'activiti.bpmn' } as const;
const bpmnUri = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const capital = (name: string) => `${name[0]?.toUpperCase()}${name.slice(1)}`;
/** The moddle type of a BPMN element as the files write it; a time cycle is a formal expression. */
const bpmnType = (name: string) => `bpmn:${name === 'timeCycle' ? 'FormalExpression' : capital(name)}`;
const nodesOf = (node: XmlNode): XmlNode[] => [node, ...node.children.flatMap(nodesOf)];

interface Property {
  type: string;
  isAttr?: boolean;
  isBody?: boolean;
  ns: { prefix: string; localName: string };
}

describe.each(Object.entries(files))('the %s vocabulary, against its engine schema', (prefix, file) => {
  const descriptor = vocabularies[prefix as keyof typeof files];
  const moddle = new BpmnModdle({ [prefix]: descriptor }) as unknown as {
    getType(name: string): unknown;
    getElementDescriptor(type: unknown): { properties: Property[] };
  };
  const properties = (type: string) => moddle.getElementDescriptor(moddle.getType(type)).properties;
  const own = Object.entries(schemaElements).filter(([, element]) => !element.property);

  /** What an element of the schema lacks in the vocabulary: its type, attributes, children or text. */
  const lacking = (name: string, element: SchemaElement) => {
    const type = `${prefix}:${capital(name)}`;
    try {
      moddle.getType(type);
    } catch {
      return [`<${name}>`];
    }
    const declared = properties(type);
    const has = (test: (property: Property) => boolean) => declared.some(test);
    return [
      ...element.attributes
        .filter((attribute) => !has((property) => !!property.isAttr && property.ns.localName === attribute))
        .map((attribute) => `<${name} ${attribute}>`),
      ...element.children
        .filter((child) => {
          const [local = child, isBpmn] = child.startsWith('bpmn:') ? [child.slice(5), true] : [child, false];
          return !has(
            (property) =>
              !property.isAttr &&
              (property.ns.localName === local ||
                (!isBpmn && property.type === `${prefix}:${capital(local)}`) ||
                (isBpmn && property.type === `bpmn:${capital(local)}`)),
          );
        })
        .map((child) => `<${name}><${child}>`),
      ...(element.text && !has((property) => !!property.isBody) ? [`<${name}> text`] : []),
    ];
  };

  it('declares every attribute the schema puts on BPMN elements, on each of them', () => {
    const missing = Object.entries(schemaAttributes).flatMap(([attribute, where]) =>
      where
        .filter(
          (element) =>
            !properties(bpmnType(element)).some(
              (property) => property.isAttr && property.ns.prefix === prefix && property.ns.localName === attribute,
            ),
        )
        .map((element) => `${element}@${attribute}`),
    );
    expect(missing).toEqual([]);
  });

  it('declares every element of the schema with its attributes, children and text', () => {
    expect(own.flatMap(([name, element]) => lacking(name, element))).toEqual([]);
  });

  it("has a file of the engine's using every element and attribute of the schema", () => {
    const nodes = nodesOf(parseXml(readFileSync(new URL(`./fixtures/engines/${file}`, import.meta.url), 'utf8')));
    const named = (uri: string, local: string) => nodes.filter((node) => node.name === `{${uri}}${local}`);
    const unused = [
      ...Object.entries(schemaAttributes).flatMap(([attribute, where]) =>
        where
          .filter(
            (element) => !named(bpmnUri, element).some((node) => `{${descriptor.uri}}${attribute}` in node.attributes),
          )
          .map((element) => `${element}@${attribute}`),
      ),
      ...Object.entries(schemaElements).flatMap(([name, element]) => {
        const found = named(descriptor.uri, name);
        if (!found.length) return [`<${name}>`];
        const child = (node: XmlNode, name: string) =>
          node.children.some((each) =>
            name.startsWith('bpmn:')
              ? each.name === `{${bpmnUri}}${name.slice(5)}`
              : each.name === `{${descriptor.uri}}${name}`,
          );
        return [
          ...element.attributes
            .filter((attribute) => !found.some((node) => attribute in node.attributes))
            .map((attribute) => `<${name} ${attribute}>`),
          ...element.children
            .filter((name) => !found.some((node) => child(node, name)))
            .map((each) => `<${name}><${each}>`),
          ...(element.text && !found.some((node) => node.text) ? [`<${name}> text`] : []),
        ];
      }),
    ];
    expect(unused).toEqual([]);
  });
});
