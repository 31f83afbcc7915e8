import { expect, it } from 'vitest';
import { integer, oneOf, optionalInteger, optionalString, parseSearch, searchParams } from './search.ts';

const listSearch = searchParams({
  keyword: optionalString,
  pageNum: integer(1),
  pageSize: oneOf([10, 20, 50, 100] as const, 10),
  goodsState: optionalInteger,
});

it('parses the fields it knows, with their defaults, and drops the rest', () => {
  expect(listSearch({ keyword: '签字笔', pageNum: '3', pageSize: '50', goodsState: '1', extra: 'x' })).toEqual({
    keyword: '签字笔',
    pageNum: 3,
    pageSize: 50,
    goodsState: 1,
  });
});

it('falls back on bad values instead of failing the page', () => {
  expect(listSearch({ keyword: '  ', pageNum: '-2', pageSize: '33', goodsState: 'abc' })).toEqual({
    keyword: undefined,
    pageNum: 1,
    pageSize: 10,
    goodsState: undefined,
  });
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
