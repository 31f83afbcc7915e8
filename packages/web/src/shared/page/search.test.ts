import { expect, it } from 'vitest';
import { optionalString, parseSearch, searchParams } from './search.ts';

const detailSearch = searchParams({ id: optionalString, orderNo: optionalString });

it('parses the fields it knows and drops the rest; a blank value is no value', () => {
  expect(detailSearch({ id: '1730265498712340001', orderNo: '  ', extra: 'x' })).toEqual({
    id: '1730265498712340001',
    orderNo: undefined,
  });
  expect(detailSearch({ id: 42 })).toEqual({ id: '42', orderNo: undefined });
});

it('keeps 19-digit ids of a query string exact, and reads other values as JSON', () => {
  expect(
    parseSearch('?id=1730265498712340001&page=2&name=%E5%BE%97%E5%8A%9B&quoted=%221730265498712340001%22'),
  ).toEqual({
    id: '1730265498712340001',
    page: 2,
    name: '得力',
    quoted: '1730265498712340001',
  });
});

it("keeps a list's search as the URL has it; its filters parse it with the page", async () => {
  const { listSearch } = await import('./search.ts');
  const { defineFilters, select, text } = await import('@/shared/list/filters.ts');
  const filters = defineFilters({ name: text('名称'), status: select('状态') });
  const url = { name: ' 得力 ', status: '2', page: 'x' };
  expect(listSearch<typeof filters>()(url)).toBe(url);
  expect(filters.search(url)).toEqual({ name: '得力', status: 2 });
});

it('route files import filters as types only, so no label loads with the route tree', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const routes = `${import.meta.dirname}/../../routes/`;
  const files = readdirSync(routes, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
  const valueImports = files.filter((file) =>
    /^import \{[^}]*\} from '@\/features\/[^']*filters\.ts';$/m.test(readFileSync(routes + file, 'utf8')),
  );
  expect(files.length).toBeGreaterThan(100);
  expect(valueImports).toEqual([]);
});
