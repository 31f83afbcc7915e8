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
