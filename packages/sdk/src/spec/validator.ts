// Checks requests and responses against the bundled spec with ajv: the mock backend refuses bad input with a
// message naming the field, and in development the app reports a backend answer that breaks the spec.
import type { ErrorObject, SchemaValidateFunction, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import { ruleMessages } from '../rule-messages.ts';

type JsonSchema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface SpecOperation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | { $ref: string };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> } | { $ref: string }>;
}
export interface SpecDocument {
  paths: Record<string, Record<string, SpecOperation>>;
  [key: string]: unknown;
}

export interface RequestParts {
  path?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** The parsed body: JSON, or the fields of a form or multipart body. */
  body?: unknown;
  contentType?: string | null;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

/** A key as a JSON pointer writes it. */
const pointerKey = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** Follows local `$ref`s ('#/components/...') from `node`, found at `pointer`: the node they lead to, and its pointer. */
function located<T>(spec: SpecDocument, node: T | { $ref: string }, pointer: string): [T, string] {
  let current: unknown = node;
  let at = pointer;
  while (current && typeof current === 'object' && '$ref' in current && typeof current.$ref === 'string') {
    at = current.$ref;
    current = at
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (value, key) => (value as Record<string, unknown>)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        spec,
      );
  }
  return [current as T, at];
}

const resolve = <T>(spec: SpecDocument, node: T | { $ref: string }): T => located(spec, node, '')[0];

const typeNames: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: '空值',
};

/** One Chinese sentence naming the field and what is wrong with it. */
export function describeError(error: ErrorObject, root: string): string {
  const where = [root, ...error.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.');
  const field = (name: string) => (where ? `${where}.${name}` : name);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `缺少必填字段 ${field(String(params.missingProperty))}`;
    case 'type':
      return `${where || '请求体'} 应为${String(params.type)
        .split(',')
        .map((t) => typeNames[t] ?? t)
        .join('或')}`;
    case 'minimum':
      return `${where} ${ruleMessages.minimum(Number(params.limit))}`;
    case 'exclusiveMinimum':
      return `${where} ${ruleMessages.exclusiveMinimum(Number(params.limit))}`;
    case 'maximum':
      return `${where} ${ruleMessages.maximum(Number(params.limit))}`;
    case 'exclusiveMaximum':
      return `${where} ${ruleMessages.exclusiveMaximum(Number(params.limit))}`;
    case 'minLength':
      return `${where} ${params.blank ? ruleMessages.blank : ruleMessages.minLength(Number(params.limit))}`;
    case 'maxLength':
      return `${where} ${ruleMessages.maxLength(Number(params.limit))}`;
    case 'minItems':
      return `${where} ${ruleMessages.minItems(Number(params.limit))}`;
    case 'maxItems':
      return `${where} ${ruleMessages.maxItems(Number(params.limit))}`;
    case 'pattern':
    case 'format':
      return `${where} ${ruleMessages.pattern}`;
    case 'enum':
    case 'const':
      return `${where} ${ruleMessages.enum}（${JSON.stringify(params.allowedValues ?? params.allowedValue)}）`;
    default:
      return `${where || '请求体'} ${error.message ?? '不符合接口定义'}`;
  }
}

/** Every paging name of the platform's dialects (pageNum/pageSize, current/size, page/limit). */
const pagingNames = ['pageNum', 'pageSize', 'current', 'size', 'page', 'limit'];

/** A paging name the operation does not document: refused rather than read, so a page is always the one asked for. */
function foreignPagingName(query: RequestParts['query'], declared: string[]): string | null {
  const foreign = Object.keys(query ?? {}).find((name) => pagingNames.includes(name) && !declared.includes(name));
  if (!foreign) return null;
  const own = pagingNames.filter((name) => declared.includes(name));
  return own.length > 0
    ? `不支持分页参数 ${foreign}，该接口的分页参数为 ${own.join('、')}`
    : `不支持分页参数 ${foreign}，该接口不分页`;
}

/**
 * The formats the spec uses. An e-mail is what a browser's e-mail field accepts (the HTML standard's rule); a file
 * arrives as its name.
 */
const formats = {
  email:
    /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/,
  uri: (value: string) => URL.canParse(value),
  binary: true as const,
};

/**
 * `minLength` counts what is left once the spaces around a value are trimmed, as the platform does: a required reason
 * of spaces is no reason. A value of nothing but spaces is refused as blank.
 */
function countTrimmed(ajv: Ajv2020) {
  ajv.removeKeyword('minLength');
  const minLength: SchemaValidateFunction = (limit: number, data: string) => {
    const length = [...data.trim()].length;
    if (length >= limit) return true;
    minLength.errors = [
      { keyword: 'minLength', params: { limit, ...(length === 0 && data.length > 0 && { blank: true }) } },
    ];
    return false;
  };
  ajv.addKeyword({ keyword: 'minLength', type: 'string', schemaType: 'number', errors: true, validate: minLength });
}

export interface SpecValidator {
  /** The first problem of a request, as a Chinese message naming the field, or null when it is valid. */
  request(operationId: string, parts: RequestParts): string | null;
  /** Every problem of a JSON answer's envelope and data (empty when valid). */
  response(operationId: string, status: number, body: unknown): string[];
  readonly operationIds: string[];
}

export function createSpecValidator(spec: SpecDocument): SpecValidator {
  // Parameters arrive as strings (and repeated keys as arrays): coerce them; bodies are checked as they are.
  const operations = new Map<string, { pointer: string; operation: SpecOperation }>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (operation) {
        const pointer = `#/paths/${pointerKey(path)}/${method}`;
        operations.set(operation.operationId, { pointer, operation });
      }
    }
  }

  // Each operation's path and query parameters as one object schema, placed inside the document so that their
  // references resolve there: `#/x-parameters/<operationId>.<location>`.
  const parameterSchemas: Record<string, JsonSchema> = {};
  for (const [operationId, { operation }] of operations) {
    const parameters = (operation.parameters ?? []).map((p) => resolve<Parameter>(spec, p));
    for (const location of ['path', 'query'] as const) {
      const own = parameters.filter((p) => p.in === location);
      if (own.length === 0) continue;
      parameterSchemas[`${operationId}.${location}`] = {
        type: 'object',
        properties: Object.fromEntries(own.map((p) => [p.name, p.schema ?? {}])),
        required: own.filter((p) => p.required).map((p) => p.name),
      };
    }
  }

  // Parameters arrive as strings (and repeated keys as arrays): coerce them; bodies are checked as they are.
  const options = { strict: false, validateSchema: false, formats } as const;
  const strictAjv = new Ajv2020(options);
  const paramAjv = new Ajv2020({ ...options, coerceTypes: 'array', useDefaults: true });
  for (const ajv of [strictAjv, paramAjv]) countTrimmed(ajv);
  strictAjv.addSchema(spec as never, 'spec');
  paramAjv.addSchema({ ...spec, 'x-parameters': parameterSchemas } as never, 'spec');

  const cache = new Map<string, ValidateFunction | null>();
  const compiled = (key: string, build: () => ValidateFunction | null) => {
    if (!cache.has(key)) cache.set(key, build());
    return cache.get(key) ?? null;
  };

  function parameterValidator(operationId: string, location: 'path' | 'query') {
    const key = `${operationId}.${location}`;
    return compiled(key, () =>
      parameterSchemas[key] ? (paramAjv.getSchema(`spec#/x-parameters/${key}`) ?? null) : null,
    );
  }

  // Bodies and answers are compiled where they stand in the document, found by their JSON pointer.
  function bodyValidator(operationId: string, contentType: string) {
    return compiled(`${operationId}:body:${contentType}`, () => {
      const entry = operations.get(operationId);
      if (!entry?.operation.requestBody) return null;
      const [body, at] = located(spec, entry.operation.requestBody, `${entry.pointer}/requestBody`);
      if (!('content' in body) || !body.content?.[contentType]?.schema) return null;
      const ajv = contentType === 'application/json' ? strictAjv : paramAjv;
      return ajv.getSchema(`spec${at}/content/${pointerKey(contentType)}/schema`) ?? null;
    });
  }

  function responseValidator(operationId: string, status: number, refused: boolean) {
    return compiled(`${operationId}:response:${status}:${refused}`, () => {
      const entry = operations.get(operationId);
      const response = entry?.operation.responses?.[String(status)];
      if (!entry || !response) return null;
      const [resolved, at] = located(spec, response, `${entry.pointer}/responses/${status}`);
      const media = resolved.content?.['application/json'];
      if (!media?.schema) return null;
      // A 200 answer is the success envelope or the refusal beside it: each is checked as what its code says it is.
      const branch = Array.isArray(media.schema.anyOf) ? `/anyOf/${refused ? 1 : 0}` : '';
      return strictAjv.getSchema(`spec${at}/content/application~1json/schema${branch}`) ?? null;
    });
  }

  const queryNames = new Map(
    [...operations].map(([operationId, { operation }]) => [
      operationId,
      (operation.parameters ?? [])
        .map((p) => resolve<Parameter>(spec, p))
        .flatMap((p) => (p.in === 'query' ? [p.name] : [])),
    ]),
  );

  return {
    operationIds: [...operations.keys()],
    request(operationId, parts) {
      const foreign = foreignPagingName(parts.query, queryNames.get(operationId) ?? []);
      if (foreign) return foreign;
      for (const location of ['path', 'query'] as const) {
        const validate = parameterValidator(operationId, location);
        if (validate && !validate(parts[location] ?? {})) return describeError(validate.errors?.[0] as ErrorObject, '');
      }
      const entry = operations.get(operationId);
      const body = entry?.operation.requestBody && resolve(spec, entry.operation.requestBody);
      if (!body || !('content' in body)) return null;
      const type = (parts.contentType ?? '').split(';')[0]?.trim() || 'application/json';
      // A JSON null is a body, checked against the schema like any other; only an empty one is missing.
      if (parts.body === undefined || parts.body === '') {
        return body.required ? '请求体不能为空' : null;
      }
      if (!body.content?.[type])
        return `不支持的请求体格式 ${type}，应为 ${Object.keys(body.content ?? {}).join('、')}`;
      const validate = bodyValidator(operationId, type);
      if (validate && !validate(parts.body)) return describeError(validate.errors?.[0] as ErrorObject, '');
      return null;
    },
    response(operationId, status, body) {
      const code = (body as { code?: unknown } | null)?.code;
      const validate = responseValidator(operationId, status, code !== 0 && code !== 200);
      if (!validate || validate(body)) return [];
      return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
    },
  };
}
