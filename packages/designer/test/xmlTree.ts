/** A namespace-aware XML tree for comparing files element by element: names are `{uri}local`. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

const token =
  /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
const attribute = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? whole;
  });

export function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: '#document', attributes: {}, text: '', children: [] };
  const stack: { node: XmlNode; namespaces: Map<string, string> }[] = [{ node: root, namespaces: new Map() }];
  const top = () => stack[stack.length - 1] as (typeof stack)[number];
  const resolve = (qualified: string, namespaces: Map<string, string>, isAttribute: boolean) => {
    const [prefix, local] = qualified.includes(':') ? qualified.split(':', 2) : ['', qualified];
    if (isAttribute && !prefix) return local as string;
    return `{${namespaces.get(prefix as string) ?? `?${prefix}`}}${local}`;
  };
  for (const match of xml.matchAll(token)) {
    const [, cdata, closing, opening, rawAttributes = '', selfClosing, text] = match;
    if (cdata !== undefined || text !== undefined) {
      top().node.text += cdata ?? decode(text ?? '');
    } else if (closing) {
      stack.pop();
    } else if (opening) {
      const namespaces = new Map(top().namespaces);
      const pairs = [...rawAttributes.matchAll(attribute)].map(([, name, double, single]) => [
        name as string,
        decode(double ?? single ?? ''),
      ]);
      for (const [name, value] of pairs) {
        if (name === 'xmlns') namespaces.set('', value as string);
        else if (name?.startsWith('xmlns:')) namespaces.set(name.slice(6), value as string);
      }
      const node: XmlNode = { name: resolve(opening, namespaces, false), attributes: {}, text: '', children: [] };
      for (const [name, value] of pairs) {
        if (name === 'xmlns' || name?.startsWith('xmlns:')) continue;
        const key = resolve(name as string, namespaces, true);
        // A QName value (xsi:type) compares by namespace, not by the prefix a writer chose.
        const isQName = key === '{http://www.w3.org/2001/XMLSchema-instance}type';
        node.attributes[key] = isQName ? resolve(value as string, namespaces, false) : (value as string);
      }
      top().node.children.push(node);
      if (!selfClosing) stack.push({ node, namespaces });
    }
  }
  const trim = (node: XmlNode) => {
    node.text = node.text.trim();
    node.children.forEach(trim);
  };
  trim(root);
  return root;
}

/** The differences between two trees, each as the path of the element and what differs; empty when alike. */
export function differences(expected: XmlNode, actual: XmlNode, path = ''): string[] {
  const here = `${path}/${actual.name.replace(/^\{[^}]*\}/, '')}`;
  const found: string[] = [];
  if (expected.name !== actual.name) return [`${here}: element ${actual.name} instead of ${expected.name}`];
  const names = new Set([...Object.keys(expected.attributes), ...Object.keys(actual.attributes)]);
  for (const name of names) {
    if (expected.attributes[name] !== actual.attributes[name]) {
      found.push(`${here}@${name}: ${actual.attributes[name]} instead of ${expected.attributes[name]}`);
    }
  }
  if (expected.text !== actual.text) found.push(`${here}: text "${actual.text}" instead of "${expected.text}"`);
  const count = Math.max(expected.children.length, actual.children.length);
  for (let index = 0; index < count; index++) {
    const [want, got] = [expected.children[index], actual.children[index]];
    if (!want || !got) found.push(`${here}[${index}]: ${got ? `extra ${got.name}` : `missing ${want?.name}`}`);
    else found.push(...differences(want, got, `${here}[${index}]`));
  }
  return found;
}

export interface Moddle {
  registry: { packages: { prefix: string; uri: string }[] };
  getElementDescriptor(type: unknown): { propertiesByName: Record<string, { default?: unknown } | undefined> };
  getType(name: string): unknown;
}

/**
 * Leaves out attributes holding the default their schema gives them (typeLanguage, isSequential="false"), which
 * moddle does not write back: they say nothing a reader would not assume.
 */
export function withoutDefaults(node: XmlNode, moddle: Moddle): XmlNode {
  const prefixOf = (uri: string) => moddle.registry.packages.find((pkg) => pkg.uri === uri)?.prefix;
  const [, uri = '', local = ''] = /^\{([^}]*)\}(.*)$/.exec(node.name) ?? [];
  const prefix = prefixOf(uri);
  let properties: Record<string, { default?: unknown } | undefined> = {};
  try {
    if (prefix)
      properties = moddle.getElementDescriptor(
        moddle.getType(`${prefix}:${local[0]?.toUpperCase()}${local.slice(1)}`),
      ).propertiesByName;
  } catch {
    properties = {};
  }
  const attributes = Object.fromEntries(
    Object.entries(node.attributes).filter(([name, value]) => {
      const [, attributeUri, attributeLocal] = /^\{([^}]*)\}(.*)$/.exec(name) ?? [];
      const key = attributeUri ? `${prefixOf(attributeUri)}:${attributeLocal}` : name;
      const fallback = properties[key]?.default;
      return fallback === undefined || String(fallback) !== value;
    }),
  );
  return { ...node, attributes, children: node.children.map((child) => withoutDefaults(child, moddle)) };
}
