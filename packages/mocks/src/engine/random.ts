// Deterministic data: fakers (zh_CN) and ids that depend only on a name, so that what one domain seeds does not depend
// on which domains seeded before it; and ids made at run time that never collide with them.
import { clockNow } from './clock.ts';
import { seedFaker } from './seed-faker.ts';

const seedNumber = 20261123;

/** FNV-1a: a small stable hash of a name. */
function hash(name: string) {
  let value = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) value = Math.imul(value ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

/** The one faker every seed draws from, seeded anew for each domain: a faker holds nothing but its sequence. */
const faker = seedFaker();

/** The faker, seeded from `name` (a domain's). */
export function fakerFor(name: string) {
  faker.seed([seedNumber, hash(name)]);
  return faker;
}

/**
 * Ids of seeded rows: `173`, eight digits derived from the table's name (or the name of a kind of id no table holds)
 * and eight of a count per name. The same on every seed whatever the order the domains seed in, never the same in two
 * tables, and below every id made at run time (those start with the clock, past 174… since 2025).
 */
const seedCounts = new Map<string, { prefix: string; count: number }>();
/** Each name's code, to refuse two names that would share one. */
const namesByCode = new Map<number, string>();
const codeSpace = 100_000_000;
const eightDigits = (n: number) => String(n).padStart(8, '0');

export function seedId(of: { readonly name: string } | string): string {
  const name = typeof of === 'string' ? of : of.name;
  let sequence = seedCounts.get(name);
  if (!sequence) {
    const code = hash(name) % codeSpace;
    const taken = namesByCode.get(code);
    if (taken) throw new Error(`The seeded ids of ${name} and ${taken} would share their code: rename one`);
    namesByCode.set(code, name);
    sequence = { prefix: `173${eightDigits(code)}`, count: 0 };
    seedCounts.set(name, sequence);
  }
  sequence.count++;
  return sequence.prefix + eightDigits(sequence.count);
}

export function resetSeedIds() {
  seedCounts.clear();
  namesByCode.clear();
}

let runCounter = 0;
/** Ids of rows created while the backend runs: time-based, so they stay unique across reloads. */
export const newId = () =>
  `${Date.now()}${String(++runCounter % 10_000).padStart(4, '0')}${Math.floor(Math.random() * 100)}`;

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD HH:mm:ss`, the platform's date-time format. */
export const formatDateTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
export const formatDate = (date: Date) => formatDateTime(date).slice(0, 10);
/**
 * Orders two date-times as the platform writes them: compared as text, their digits sort as their times, with no
 * locale's collator (whose first use costs milliseconds of every seed).
 */
export const compareTimes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The mock clock's time (`clock.ts`), as the platform writes it. */
export const now = () => formatDateTime(clockNow());

/**
 * The seed's clock, 2026-11-20 09:00: data is dated relative to this fixed time so that seeds are identical whenever
 * they run.
 */
const seedClock = [2026, 10, 20, 9] as const;
export const seedDay = new Date(...seedClock);
const dayMs = 86_400_000;
export const daysFromSeedDay = (days: number) => new Date(seedDay.getTime() + days * dayMs);

/** The seed's clock read as digits, whatever the machine's time zone. */
const seedDayDigitsMs = Date.UTC(...seedClock);
/** `YYYY-MM-DD` of each day the seed's rows fall on, by its number since 1970 (a few hundred days in all). */
const seedDates = new Map<number, string>();
function seedDate(dayNumber: number) {
  let text = seedDates.get(dayNumber);
  if (text === undefined) {
    const date = new Date(dayNumber * dayMs);
    text = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    seedDates.set(dayNumber, text);
  }
  return text;
}

const seedTimes = new Map<number, string>();
/**
 * The date-time `days` and `minutes` from the seed's clock, memoised (the seed's rows share a few thousand), and counted
 * in digits rather than through a `Date` in the machine's time zone: the seed writes ten thousand of them, and a `Date`
 * read through the local time zone costs the browser microseconds each.
 */
export function seedTime(days: number, minutes = 0) {
  const key = days * 1440 + minutes;
  let text = seedTimes.get(key);
  if (text === undefined) {
    // Truncated to whole milliseconds twice, as two `Date`s would.
    const ms = Math.trunc(Math.trunc(seedDayDigitsMs + days * dayMs) + minutes * 60_000);
    const dayNumber = Math.floor(ms / dayMs);
    const second = Math.floor((ms - dayNumber * dayMs) / 1000);
    text = `${seedDate(dayNumber)} ${pad(Math.floor(second / 3600))}:${pad(Math.floor(second / 60) % 60)}:${pad(second % 60)}`;
    seedTimes.set(key, text);
  }
  return text;
}

const dateDigitsByTime = new Map<string, string>();
/**
 * `YYYYMMDD` of a date-time the seed wrote (`YYYY-MM-DD…`), as the platform's order and statement numbers carry it;
 * memoised, as `seedTime` is, since the seed's rows share a few hundred days.
 */
export function dateDigits(time: string) {
  let digits = dateDigitsByTime.get(time);
  if (digits === undefined) {
    digits = time.slice(0, 4) + time.slice(5, 7) + time.slice(8, 10);
    dateDigitsByTime.set(time, digits);
  }
  return digits;
}
