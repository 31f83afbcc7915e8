// Deterministic data: fakers (zh_CN) and ids that depend only on a name, so that what one domain seeds does not depend
// on which domains seeded before it; and ids made at run time that never collide with them.
import { base, Faker, zh_CN } from '@faker-js/faker';
import { clockNow } from './clock.ts';

const seedNumber = 20261123;

/** FNV-1a: a small stable hash of a name. */
function hash(name: string) {
  let value = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) value = Math.imul(value ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

/** A faker seeded from `name` (a domain's, or a part of one that draws on its own). */
export function createFaker(name: string) {
  const faker = new Faker({ locale: [zh_CN, base] });
  faker.seed([seedNumber, hash(name)]);
  return faker;
}

/**
 * Ids of seeded rows: `173`, eight digits derived from the table's name (or the name of a kind of id no table holds)
 * and eight of a count per name. The same on every seed whatever the order the domains seed in, never the same in two
 * tables, and below every id made at run time (those start with the clock, past 174… since 2025).
 */
const seedCounts = new Map<string, { code: bigint; count: bigint }>();
const codeSpace = 100_000_000n;

export function seedId(of: { readonly name: string } | string): string {
  const name = typeof of === 'string' ? of : of.name;
  let sequence = seedCounts.get(name);
  if (!sequence) {
    const code = BigInt(hash(name)) % codeSpace;
    const taken = [...seedCounts].find(([, other]) => other.code === code);
    if (taken) throw new Error(`The seeded ids of ${name} and ${taken[0]} would share their code: rename one`);
    sequence = { code, count: 0n };
    seedCounts.set(name, sequence);
  }
  sequence.count++;
  return String((173n * codeSpace + sequence.code) * codeSpace + sequence.count);
}

export const resetSeedIds = () => seedCounts.clear();

let runCounter = 0;
/** Ids of rows created while the backend runs: time-based, so they stay unique across reloads. */
export const newId = () =>
  `${Date.now()}${String(++runCounter % 10_000).padStart(4, '0')}${Math.floor(Math.random() * 100)}`;

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD HH:mm:ss`, the platform's date-time format. */
export const formatDateTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
export const formatDate = (date: Date) => formatDateTime(date).slice(0, 10);
/** The mock clock's time (`clock.ts`), as the platform writes it. */
export const now = () => formatDateTime(clockNow());

/** The seed's clock: data is dated relative to this fixed day so that seeds are identical whenever they run. */
export const seedDay = new Date(2026, 10, 20, 9, 0, 0);
export const daysFromSeedDay = (days: number) => new Date(seedDay.getTime() + days * 86_400_000);
