import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec, type OpenApiDocument, operationsOf } from '../../scripts/spec.ts';

let spec: OpenApiDocument;
let operations: ReturnType<typeof operationsOf>;

beforeAll(async () => {
  spec = await loadBundledSpec();
  operations = operationsOf(spec);
});

const countBy = (keys: string[]) =>
  keys.reduce<Record<string, number>>((counts, key) => ({ ...counts, [key]: (counts[key] ?? 0) + 1 }), {});

describe('the API specification', () => {
  it('prints its operations per tag, per document, and how many are inferred', () => {
    const perTag = countBy(operations.map(({ operation }) => operation.tags[0] ?? '(none)'));
    const perDocument = countBy(operations.flatMap(({ operation }) => operation['x-doc'] ?? ['(none)']));
    const inferred = operations.filter(({ operation }) => operation['x-inferred']).length;
    console.info(`${operations.length} operations, ${inferred} x-inferred`);
    console.info(`per tag: ${JSON.stringify(perTag)}`);
    console.info(`per document: ${JSON.stringify(perDocument)}`);
    expect(Object.keys(perTag).sort()).toEqual(spec.tags.map((tag) => tag.name).sort());
  });

  it('names the documents that state each call', () => {
    const unsourced = operations.filter(({ operation }) => {
      const docs = operation['x-doc'] ?? [];
      return docs.length === 0 || docs.some((doc) => doc !== '01' && doc !== '02');
    });
    expect(unsourced.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('names every enum value in Chinese (x-enum-labels), value for value', () => {
    const unnamed: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${at}/${index}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as { enum?: unknown[]; 'x-enum-labels'?: Record<string, string> };
      if (Array.isArray(schema.enum)) {
        const labels = schema['x-enum-labels'] ?? {};
        const named = Object.keys(labels).sort();
        const values = schema.enum.map(String).sort();
        const chinese = Object.values(labels).every((label) => /[\u4e00-\u9fff]/.test(label));
        if (JSON.stringify(named) !== JSON.stringify(values) || !chinese) unnamed.push(at);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${at}/${key}`);
    };
    visit(spec, '#');
    expect(unnamed).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId, one tag and a Chinese summary', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const { method, path, operation } of operations) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      expect(operation.summary, `${method} ${path}`).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('answers every call with the envelope or the business refusal, and every secured call also with 400, 401 and 403', () => {
    const refusal = { $ref: '#/components/schemas/Refusal' };
    const broken: string[] = [];
    for (const { method, path, operation } of operations) {
      const at = `${method} ${path}`;
      const ok = operation.responses['200'] as { content?: Record<string, { schema?: Record<string, unknown> }> };
      const types = Object.keys(ok.content ?? {});
      const json = ok.content?.['application/json']?.schema;
      if (types.length > 1) {
        // A download: its file, or the refusal as JSON in its place.
        if (JSON.stringify(json) !== JSON.stringify(refusal)) broken.push(`${at}: a download refuses with JSON`);
      } else {
        const [envelope, other] = (json?.anyOf as Record<string, unknown>[] | undefined) ?? [];
        if (JSON.stringify(envelope?.required) !== JSON.stringify(['code', 'msg', 'data']))
          broken.push(`${at}: the 200 answer is the envelope { code, msg, data }`);
        if (JSON.stringify(other) !== JSON.stringify(refusal)) broken.push(`${at}: or the business refusal`);
      }
      const secured = !operation['x-roles']?.includes('public');
      for (const status of ['400', '401', '403'])
        if (secured && !operation.responses[status]) broken.push(`${at}: answers ${status}`);
    }
    expect(broken).toEqual([]);
  });

  it('bounds every number a request takes within the safe integers, so a client knows which numbers are refused', () => {
    const resolve = (node: unknown): Record<string, unknown> => {
      let current = node as Record<string, unknown>;
      while (typeof current?.$ref === 'string')
        current = current.$ref
          .replace(/^#\//, '')
          .split('/')
          .reduce<Record<string, unknown>>((value, key) => value[key] as Record<string, unknown>, spec as never);
      return current ?? {};
    };
    const unbounded = new Set<string>();
    const visit = (node: unknown, at: string, seen: Set<unknown>) => {
      const schema = resolve(node);
      if (seen.has(schema)) return;
      seen.add(schema);
      const types = [schema.type].flat();
      const within = (key: string, exclusive: string) =>
        Math.abs(Number(schema[key] ?? schema[exclusive])) <= Number.MAX_SAFE_INTEGER;
      const numeric = types.includes('integer') || types.includes('number');
      if (numeric && !schema.enum && !(within('maximum', 'exclusiveMaximum') && within('minimum', 'exclusiveMinimum')))
        unbounded.add(at);
      for (const [name, child] of Object.entries((schema.properties as object) ?? {}))
        visit(child, `${at}.${name}`, seen);
      for (const key of ['items', 'additionalProperties']) if (schema[key]) visit(schema[key], `${at}[]`, seen);
      for (const key of ['allOf', 'anyOf', 'oneOf'])
        for (const child of (schema[key] as unknown[]) ?? []) visit(child, at, seen);
    };
    for (const { method, path, operation } of operations) {
      const seen = new Set();
      for (const parameter of (operation.parameters ?? []).map(resolve))
        visit(parameter.schema, `${method} ${path} ${parameter.name}`, seen);
      const body = resolve(operation.requestBody) as { content?: Record<string, { schema: unknown }> };
      for (const media of Object.values(body.content ?? {})) visit(media.schema, `${method} ${path} body`, seen);
    }
    expect([...unbounded]).toEqual([]);
  });

  it('keeps every path under /api or one of the documented other services', () => {
    const elsewhere = operations.filter(({ path }) => !/^\/(api|activitis|dlzldb|vapi)\/|^\/error\/info$/.test(path));
    expect(elsewhere.map(({ path }) => path)).toEqual([]);
  });
});
