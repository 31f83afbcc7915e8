// Deterministic data: one faker (zh_CN) with a fixed seed, and ids that never collide with ones made at run time.
import { base, Faker, zh_CN } from '@faker-js/faker';

export const seedNumber = 20261123;

export function createFaker() {
  const faker = new Faker({ locale: [zh_CN, base] });
  faker.seed(seedNumber);
  return faker;
}

const seedBase = 1_730_000_000_000_000_000n;
let seedCounter = 0n;
/** Ids of seeded rows: the same on every seed. */
export const seedId = () => String(seedBase + ++seedCounter);
export const resetSeedIds = () => {
  seedCounter = 0n;
};

let runCounter = 0;
/** Ids of rows created while the backend runs: time-based, so they stay unique across reloads. */
export const newId = () =>
  `${Date.now()}${String(++runCounter % 10_000).padStart(4, '0')}${Math.floor(Math.random() * 100)}`;

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD HH:mm:ss`, the platform's date-time format. */
export const formatDateTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
export const formatDate = (date: Date) => formatDateTime(date).slice(0, 10);
export const now = () => formatDateTime(new Date());

/** The seed's clock: data is dated relative to this fixed day so that seeds are identical whenever they run. */
export const seedDay = new Date(2026, 10, 20, 9, 0, 0);
export const daysFromSeedDay = (days: number) => new Date(seedDay.getTime() + days * 86_400_000);
