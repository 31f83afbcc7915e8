import { describe, expect, it } from 'vitest';
import { createSpecValidator, type SpecDocument } from '../src/spec/validator.ts';

// A small document in the shape of the bundled spec: shared components referenced from operations.
const spec: SpecDocument = {
  openapi: '3.1.0',
  components: {
    parameters: {
      PageSize: { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500, default: 10 } },
    },
    schemas: {
      Id: { type: 'string', pattern: '^[0-9]+$' },
      LadderPrice: {
        type: 'object',
        required: ['goodsId', 'tiers'],
        properties: {
          goodsId: { $ref: '#/components/schemas/Id' },
          tiers: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['minQuantity', 'price'],
              properties: { minQuantity: { type: 'integer', minimum: 1 }, price: { type: 'number' } },
            },
          },
        },
      },
    },
  },
  paths: {
    '/api/order/list': {
      get: {
        operationId: 'orderList',
        parameters: [
          { $ref: '#/components/parameters/PageSize' },
          { name: 'status', in: 'query', required: true, schema: { type: 'integer', enum: [1, 2] } },
        ],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['code', 'msg', 'data'],
                  properties: {
                    code: { type: 'integer' },
                    msg: { type: 'string' },
                    data: { type: 'array', items: { $ref: '#/components/schemas/Id' } },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/order/{id}': {
      get: {
        operationId: 'orderDetail',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } }],
      },
    },
    '/api/invoice/title': {
      post: {
        operationId: 'saveInvoiceTitle',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { email: { type: 'string', format: 'email' }, title: { type: 'string', minLength: 2 } },
              },
            },
          },
        },
      },
    },
    '/api/goodsItem/discountPrice/setLadderPrice': {
      post: {
        operationId: 'setLadderPrice',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/LadderPrice' } } },
        },
      },
    },
  },
};

const validator = createSpecValidator(spec);

describe('requests', () => {
  it('accept valid parameters given as strings, as they arrive in a URL', () => {
    expect(validator.request('orderList', { query: { pageSize: '20', status: '1' } })).toBeNull();
    expect(validator.request('orderDetail', { path: { id: '1730265498712345601' } })).toBeNull();
  });

  it.each([
    [{ status: '1', pageSize: '0' }, 'pageSize 不能小于 1'],
    [{ status: '1', pageSize: 'ten' }, 'pageSize 应为整数'],
    [{ pageSize: '10' }, '缺少必填字段 status'],
    [{ status: '3' }, 'status 不是可选的值（[1,2]）'],
  ])('refuse query %j with “%s”', (query, message) => {
    expect(validator.request('orderList', { query })).toBe(message);
  });

  it('refuse a malformed path parameter', () => {
    expect(validator.request('orderDetail', { path: { id: 'abc' } })).toBe('id 格式不正确');
  });

  it('name the nested field of a bad JSON body', () => {
    const body = {
      goodsId: '1',
      tiers: [
        { minQuantity: 10, price: 9.5 },
        { minQuantity: 0, price: 9 },
      ],
    };
    expect(validator.request('setLadderPrice', { body, contentType: 'application/json' })).toBe(
      'tiers.1.minQuantity 不能小于 1',
    );
    expect(validator.request('setLadderPrice', { body: { tiers: [] }, contentType: 'application/json' })).toBe(
      '缺少必填字段 goodsId',
    );
  });

  it('refuse a missing required body and an unsupported content type', () => {
    expect(validator.request('setLadderPrice', { contentType: 'application/json' })).toBe('请求体不能为空');
    expect(validator.request('setLadderPrice', { body: 'a=1', contentType: 'text/plain' })).toBe(
      '不支持的请求体格式 text/plain，应为 application/json',
    );
  });
});

describe('bodies', () => {
  const invoice = (body: unknown) => validator.request('saveInvoiceTitle', { body, contentType: 'application/json' });

  it('count a text’s length once the spaces around it are trimmed, and refuse one of spaces alone as blank', () => {
    expect(invoice({ title: '华北' })).toBeNull();
    expect(invoice({ title: ' 华 ' })).toBe('title 至少 2 个字符');
    expect(invoice({ title: '   ' })).toBe('title 不能只填空格');
  });

  it('check a JSON null against the schema, where the body is required or not', () => {
    expect(validator.request('setLadderPrice', { body: null, contentType: 'application/json' })).toBe(
      '请求体 应为对象',
    );
    expect(invoice(null)).toBe('请求体 应为对象');
    expect(invoice(undefined)).toBeNull();
  });

  it('take an e-mail as a browser’s e-mail field does, and nothing else', () => {
    expect(invoice({ email: 'zhang.san+fp@chenxi-office.com.cn' })).toBeNull();
    expect(invoice({ email: '' })).toBe('email 格式不正确');
    expect(invoice({ email: 'zhang.san' })).toBe('email 格式不正确');
  });
});

describe('responses', () => {
  it('accept an answer that follows the spec and list every problem of one that does not', () => {
    expect(validator.response('orderList', 200, { code: 200, msg: '', data: ['1', '2'] })).toEqual([]);
    expect(validator.response('orderList', 200, { code: 200, data: [1] })).toEqual([
      expect.stringContaining("must have required property 'msg'"),
    ]);
  });
});
