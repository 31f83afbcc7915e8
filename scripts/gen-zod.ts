// Writes a zod schema per entity and request body of the spec (`components.schemas`), one module each, so that a form
// checks exactly the rules the spec states and the mock backend's tables hold exactly what the API answers. Only
// the keywords the spec uses are translated; an unknown one fails the generation rather than being dropped.
import type { OpenApiDocument } from './spec.ts';

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: (string | number)[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

/** Keywords that only document a schema: they change nothing a form or a table checks. */
const documentation = new Set(['description', 'examples', 'x-enum-labels', 'writeOnly', 'readOnly', 'title']);
const translated = new Set([
  '$ref',
  'type',
  'enum',
  'properties',
  'required',
  'items',
  'allOf',
  'additionalProperties',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'format',
  'default',
]);

export const zodName = (schema: string) => `${schema.charAt(0).toLowerCase()}${schema.slice(1)}Schema`;
const refName = (ref: string) => ref.replace('#/components/schemas/', '');
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function refsOf(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) refsOf(item, into);
  else if (schema && typeof schema === 'object') {
    for (const [name, value] of Object.entries(schema)) {
      if (name === '$ref' && typeof value === 'string') into.add(refName(value));
      else refsOf(value, into);
    }
  }
  return into;
}

/** The zod expression of a JSON Schema; `lazy` names the references that must wait (cycles). */
function expression(schema: Schema, where: string, lazy: Set<string>): string {
  const unknownKeyword = Object.keys(schema).find((name) => !translated.has(name) && !documentation.has(name));
  if (unknownKeyword) throw new Error(`${where}: the zod generator does not translate '${unknownKeyword}'`);
  if (schema.$ref) {
    const name = refName(schema.$ref);
    // Rules beside a reference narrow it: `{ $ref: Money, minimum: 0 }` is a Money of at least 0.
    return lazy.has(name) ? `z.lazy(() => ${zodName(name)})` : `${zodName(name)}${rules(schema)}`;
  }
  if (schema.allOf) {
    const [base, ...rest] = schema.allOf.map((part, index) => ({
      part,
      code: expression(part, `${where}.allOf[${index}]`, lazy),
    }));
    if (!base) return 'z.unknown()';
    // Objects extend one another: the later parts' fields join (and override) the first part's.
    return rest.reduce(
      (code, { part, code: next }) => `${code}.extend(${part.$ref ? `${next}.shape` : shapeOf(part, where, lazy)})`,
      base.code,
    );
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = types.includes('null');
  const type = types.find((name) => name !== 'null');
  let code = base(schema, type, where, lazy);
  if (nullable) code = type ? `${code}.nullable()` : 'z.null()';
  if (schema.default !== undefined) code += `.default(${JSON.stringify(schema.default)})`;
  return code;
}

function shapeOf(schema: Schema, where: string, lazy: Set<string>) {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const code = expression(property, `${where}.${name}`, lazy);
    return `${key(name)}: ${code}${required.has(name) ? '' : '.optional()'}`;
  });
  return `{ ${fields.join(', ')} }`;
}

/** The zod checks of a schema's length, range, pattern and count rules (each keyword belongs to one type). */
function rules(schema: Schema): string {
  const checks: string[] = [];
  const check = (name: string, value: unknown) => value !== undefined && checks.push(`.${name}(${value})`);
  check('min', schema.minLength);
  check('max', schema.maxLength);
  if (schema.pattern !== undefined) checks.push(`.regex(new RegExp(${JSON.stringify(schema.pattern)}))`);
  check('min', schema.minimum);
  check('max', schema.maximum);
  check('gt', schema.exclusiveMinimum);
  check('min', schema.minItems);
  check('max', schema.maxItems);
  return checks.join('');
}

function base(schema: Schema, type: string | undefined, where: string, lazy: Set<string>): string {
  if (schema.enum) {
    if (schema.enum.every((value) => typeof value === 'string')) return `z.enum(${JSON.stringify(schema.enum)})`;
    const literals = schema.enum.map((value) => `z.literal(${JSON.stringify(value)})`);
    return literals.length === 1 ? (literals[0] as string) : `z.union([${literals.join(', ')}])`;
  }
  switch (type) {
    case 'string':
      if (schema.format === 'binary') return 'z.instanceof(Blob)';
      return `${schema.format === 'email' ? 'z.email()' : 'z.string()'}${rules(schema)}`;
    case 'integer':
    case 'number':
      return `z.number()${type === 'integer' ? '.int()' : ''}${rules(schema)}`;
    case 'boolean':
      return 'z.boolean()';
    case 'array':
      return `z.array(${schema.items ? expression(schema.items, `${where}[]`, lazy) : 'z.unknown()'})${rules(schema)}`;
    case 'object':
      if (!schema.properties && typeof schema.additionalProperties === 'object')
        return `z.record(z.string(), ${expression(schema.additionalProperties, `${where}{}`, lazy)})`;
      return `z.object(${shapeOf(schema, where, lazy)})`;
    default:
      return 'z.unknown()';
  }
}

/** The names on a reference cycle through `name` (a category's children are categories). */
function cyclic(name: string, graph: Map<string, Set<string>>): Set<string> {
  const reaching = new Set<string>();
  const visit = (from: string, path: string[]) => {
    for (const next of graph.get(from) ?? []) {
      if (next === name) for (const step of [...path, from]) reaching.add(step);
      else if (!path.includes(next) && next !== from) visit(next, [...path, from]);
    }
  };
  visit(name, []);
  return reaching;
}

/** One module per component schema: `schemas/BrandForm.gen.ts` exports `brandFormSchema`. */
export function zodModules(spec: OpenApiDocument, banner: string) {
  const schemas = (spec.components as { schemas: Record<string, Schema> }).schemas;
  const graph = new Map(Object.entries(schemas).map(([name, schema]) => [name, refsOf(schema)]));
  return Object.entries(schemas).map(([name, schema]) => {
    const refs = graph.get(name) ?? new Set<string>();
    // References on a cycle back to this schema wait until first use; the others are imported values.
    const onCycle = cyclic(name, graph);
    const lazy = new Set([...refs].filter((ref) => ref === name || onCycle.has(ref)));
    const imports = [...refs]
      .filter((ref) => ref !== name)
      .sort()
      .map((ref) => `import { ${zodName(ref)} } from './${ref}.gen.ts';`);
    // A schema that reaches itself needs its type written out: TypeScript cannot infer a recursive initializer.
    const typed = lazy.size > 0 ? `: z.ZodType<components['schemas']['${name}']>` : '';
    const code = [
      banner.trimEnd(),
      "import * as z from 'zod';",
      ...(typed ? ["import type { components } from '../schema.gen.ts';"] : []),
      ...imports,
      '',
      `export const ${zodName(name)}${typed} = ${expression(schema, name, lazy)};`,
      '',
    ].join('\n');
    return { id: name, code };
  });
}
