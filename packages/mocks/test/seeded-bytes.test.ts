import { expect, it } from 'vitest';
import generated from '../src/domains/files/seeded-bytes.gen.json';
import { bytesMade, recordBytes } from '../src/domains/files/seeded-bytes.ts';
import { seed } from '../src/seed.ts';

it('seeds the pictures and workbooks from the generated file, making none', async () => {
  const before = bytesMade();
  await seed();
  expect(bytesMade() - before).toBe(0);
});

it('holds in the generated file every picture and workbook the seed makes, as made now', async () => {
  const before = bytesMade();
  const made = await recordBytes(() => seed());
  expect(bytesMade() - before).toBeGreaterThanOrEqual(made.size);
  expect(made.size).toBeGreaterThan(15);
  expect(Object.fromEntries(made)).toEqual(generated);
});
