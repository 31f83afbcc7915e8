import { expect, it } from 'vitest';
import { clampPage, listPaging, pageCountOf, pagerItems, tablePaging } from './paging.ts';

it('has the two paging variants of the documents', () => {
  expect(tablePaging).toEqual({ defaultSize: 10, sizes: [10, 20, 50, 100], align: 'right' });
  expect(listPaging).toEqual({ defaultSize: 20, sizes: [10, 20, 30, 50], align: 'right' });
});

it('counts pages, at least one', () => {
  expect(pageCountOf(123, 10)).toBe(13);
  expect(pageCountOf(120, 10)).toBe(12);
  expect(pageCountOf(0, 10)).toBe(1);
});

it.each([
  [1, 5, [1, 2, 3, 4, 5]],
  [1, 7, [1, 2, 3, 4, 5, 6, 7]],
  [1, 13, [1, 2, 3, 4, 5, 6, 'next-more', 13]],
  [4, 13, [1, 2, 3, 4, 5, 6, 'next-more', 13]],
  [5, 13, [1, 'prev-more', 3, 4, 5, 6, 7, 'next-more', 13]],
  [9, 13, [1, 'prev-more', 7, 8, 9, 10, 11, 'next-more', 13]],
  [10, 13, [1, 'prev-more', 8, 9, 10, 11, 12, 13]],
  [13, 13, [1, 'prev-more', 8, 9, 10, 11, 12, 13]],
])('page %i of %i shows %j', (current, count, expected) => {
  expect(pagerItems(current, count)).toEqual(expected);
});

it('keeps a wished page within the pages', () => {
  expect(clampPage(99, 13)).toBe(13);
  expect(clampPage(0, 13)).toBe(1);
  expect(clampPage(-3, 13)).toBe(1);
  expect(clampPage(Number.NaN, 13)).toBe(1);
  expect(clampPage(4.7, 13)).toBe(4);
});
