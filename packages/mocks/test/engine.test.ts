import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from '../src/engine/define.ts';
import { newestFirst } from '../src/engine/paging.ts';
import { compareTimes } from '../src/engine/random.ts';
import { resource, unique } from '../src/engine/resource.ts';
import { operationMatcher, type ServedOperation } from '../src/engine/router.ts';
import { BusinessError, store, Table } from '../src/engine/store.ts';
import { xlsx } from '../src/engine/xlsx.ts';

const notices = new Table(
  'engineTestNotices',
  z.object({ id: z.string(), title: z.string(), status: z.number(), createTime: z.string() }),
);

const context = (input: object) =>
  ({ input, session: null, request: new Request('http://x'), files: {} }) as unknown as Context<never>;
type Call = (c: ReturnType<typeof context>) => unknown;

describe('resource', () => {
  const handlers = resource(notices, {
    label: '公告',
    page: 'pageNotices' as never,
    add: 'addNotice' as never,
    edit: 'editNotice' as never,
    remove: 'deleteNotice' as never,
    check: unique(notices, 'title', '公告标题'),
  }) as Record<string, Call>;
  const call = (name: string, input: object) => (handlers[name] as Call)(context(input));

  it('adds, pages with filters, edits and deletes rows, newest first', async () => {
    await call('addNotice', { body: { title: '关于春节放假的通知', status: 1, createTime: '2026-01-10 09:00:00' } });
    await call('addNotice', { body: { title: '平台升级公告', status: 0, createTime: '2026-02-01 09:00:00' } });
    const page = (await call('pageNotices', { query: { current: 1, size: 10 } })) as {
      records: { title: string }[];
      total: number;
    };
    expect(page.records.map((row) => row.title)).toEqual(['平台升级公告', '关于春节放假的通知']);
    const filtered = (await call('pageNotices', { query: { title: '春节', status: 1 } })) as { total: number };
    expect(filtered.total).toBe(1);
    const [first] = notices.all();
    await call('editNotice', { body: { id: first?.id, title: '关于春节放假安排的通知' } });
    expect(notices.get(first?.id)?.title).toBe('关于春节放假安排的通知');
    await call('deleteNotice', { path: { id: first?.id } });
    expect(notices.get(first?.id)).toBeUndefined();
  });

  it('refuses a duplicate title and an unknown id with a Chinese message', async () => {
    await expect(call('addNotice', { body: { title: '平台升级公告', status: 1 } })).rejects.toThrow(
      '公告标题“平台升级公告”已存在',
    );
    expect(() => call('deleteNotice', { path: { id: 'missing' } })).toThrow('公告不存在或已删除');
  });
});

it('undoes every write of a refused request', async () => {
  const before = notices.count();
  await expect(
    store.transaction(async () => {
      await notices.insert({ id: 'tx-1', title: '事务内新增', status: 1, createTime: '2026-03-01 09:00:00' });
      const [existing] = notices.all();
      await notices.update(existing?.id ?? '', { title: '事务内修改' });
      throw new BusinessError('库存不足');
    }),
  ).rejects.toThrow('库存不足');
  expect(notices.count()).toBe(before);
  expect(notices.get('tx-1')).toBeUndefined();
  expect(notices.all().map((row) => row.title)).not.toContain('事务内修改');
});

it('writes an xlsx workbook whose sheet holds the header and the rows', () => {
  const files = unzipSync(
    xlsx(
      '订单导出',
      ['订单号', '金额'],
      [
        ['DD20261120001', 1299.5],
        ['DD<2>', null],
      ],
    ),
  );
  expect(Object.keys(files).sort()).toEqual([
    '[Content_Types].xml',
    '_rels/.rels',
    'xl/_rels/workbook.xml.rels',
    'xl/workbook.xml',
    'xl/worksheets/sheet1.xml',
  ]);
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
  expect(sheet).toContain('<t xml:space="preserve">订单号</t>');
  expect(sheet).toContain('<c r="B2"><v>1299.5</v></c>');
  expect(sheet).toContain('DD&lt;2&gt;');
  expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toContain('name="订单导出"');
});

describe('newestFirst', () => {
  it('puts the later of two rows written in the same second first', () => {
    const rows = [
      { id: 'a', createTime: '2026-11-23 10:00:00' },
      { id: 'b', createTime: '2026-11-23 10:00:01' },
      { id: 'c', createTime: '2026-11-23 10:00:01' },
    ];
    expect(newestFirst(rows, 'createTime').map((row) => row.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('operationMatcher', () => {
  const served = (operationId: string, method: ServedOperation['method'], path: string) =>
    ({ operationId, method, path, public: false, kind: 'json' }) as ServedOperation;
  const match = operationMatcher([
    served('orderList', 'get', '/api/order/list'),
    served('orderDetail', 'get', '/api/order/{id}'),
    served('orderGoods', 'get', '/api/order/{orderId}/goods/{goodsId}'),
    served('deleteOrder', 'delete', '/api/order/{id}'),
    served('deploy', 'post', '/activitis/deploy'),
  ]);
  const named = (method: string, path: string) => {
    const found = match(method, path);
    return found && { id: found.served.operationId, params: found.params };
  };

  it('finds static paths before parameterised ones, by method, with their parameters', () => {
    expect(named('GET', '/api/order/list')).toEqual({ id: 'orderList', params: {} });
    expect(named('GET', '/api/order/1730265498712340001')).toEqual({
      id: 'orderDetail',
      params: { id: '1730265498712340001' },
    });
    expect(named('DELETE', '/api/order/7')).toEqual({ id: 'deleteOrder', params: { id: '7' } });
    expect(named('GET', '/api/order/7/goods/9')).toEqual({ id: 'orderGoods', params: { orderId: '7', goodsId: '9' } });
  });

  it('serves paths only as the spec writes them and leaves everything else alone', () => {
    expect(named('POST', '/activitis/deploy')?.id).toBe('deploy');
    expect(named('POST', '/tenant-a/activitis/deploy')).toBeNull();
    expect(named('GET', '/zzz/qa/api/order/list')).toBeNull();
    expect(named('POST', '/api/order/list')).toBeNull();
    expect(named('GET', '/api/order/7/extra')).toBeNull();
    expect(named('GET', '/assets/index.js')).toBeNull();
  });
});

it('orders the platform’s date-times as their times, to the second', () => {
  const times = ['2026-11-20 09:00:01', '2025-12-31 23:59:59', '2026-11-20 09:00:00', '2026-02-03 10:00:00'];
  expect([...times].sort(compareTimes)).toEqual([
    '2025-12-31 23:59:59',
    '2026-02-03 10:00:00',
    '2026-11-20 09:00:00',
    '2026-11-20 09:00:01',
  ]);
  expect(compareTimes('2026-11-20 09:00:00', '2026-11-20 09:00:00')).toBe(0);
});
