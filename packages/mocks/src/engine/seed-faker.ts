// The faker calls the seed makes, answered from faker's zh_CN words and random sequence without faker itself: each gives
// what faker's method of the same name gives after the same draws (a test compares them call by call), at a fraction of
// the cost. Faker's option handling, templates and locale proxies were a sixth of the seed, and its locales and classes
// 450 KB of the service worker. `npm run gen` copies the words from faker (`seed-words.gen.json`).
import { mersenne53, type Randomizer } from './mersenne.ts';
import words from './seed-words.gen.json';

const { firstNames, lastNames, cityPrefixes, citySuffixes, streetSuffixes, states } = words;
const sexes = ['female', 'male'] as const;
const digits = '0123456789';
const alphanumerics = `${digits}abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ`;

type Range = { min?: number; max: number };

export function seedFaker(randomizer: Randomizer = mersenne53()) {
  const next = () => randomizer.next();

  /** An integer from `min` (default 0) to `max`, both included. */
  function int(range: number | Range) {
    const { min = 0, max } = typeof range === 'number' ? { max: range } : range;
    const low = Math.ceil(min);
    const high = Math.floor(max);
    if (low === high) return low;
    if (high < low) throw new Error(`No integer between ${min} and ${max}`);
    return Math.floor(next() * (high - low + 1) + low);
  }

  function arrayElement<const T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('No element to pick from an empty list');
    return list[list.length > 1 ? int(list.length - 1) : 0] as T;
  }

  function shuffled<T>(list: readonly T[]) {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /**
   * `count` elements (by default one to all), in a random order: the last `count` places of a partial shuffle. Only the
   * places a swap touched are kept apart, not a copy of the list: the seed picks two or three goods of thousands.
   */
  function arrayElements<T>(list: readonly T[], count?: number | Range): T[] {
    if (list.length === 0) return [];
    const wanted = typeof count === 'number' ? count : int(count ?? { min: 1, max: list.length });
    if (wanted >= list.length) return shuffled(list);
    if (wanted <= 0) return [];
    const moved = new Map<number, T>();
    const at = (place: number) => (moved.has(place) ? moved.get(place) : list[place]) as T;
    const start = list.length - wanted;
    for (let i = list.length - 1; i >= start; i--) {
      const j = int(i);
      const picked = at(j);
      moved.set(j, at(i));
      moved.set(i, picked);
    }
    return Array.from({ length: wanted }, (_, k) => at(start + k));
  }

  function fromCharacters(characters: string, length: number) {
    let text = '';
    for (let i = 0; i < length; i++) text += characters[int(characters.length - 1)];
    return text;
  }

  /** A first name as faker draws one for a sex: from that sex's names, or (one time in four or so) from either's. */
  function firstName(sex: 'female' | 'male') {
    const own = firstNames[sex];
    const ownWeight = 3 * Math.sqrt(own.length);
    const roll = next() * (ownWeight + Math.sqrt(firstNames.generic.length));
    return arrayElement(roll < ownWeight ? own : firstNames.generic);
  }

  /**
   * A last name as faker draws one: a sex (unless given), then zh_CN's only last-name pattern, then the name. zh_CN's
   * last names do not depend on the sex, but faker draws one all the same, so this draws it too.
   */
  function lastName(sexDrawn = false) {
    if (!sexDrawn) next();
    next();
    return arrayElement(lastNames);
  }

  return {
    number: {
      int,
      /** A number from `min` to `max`, `max` excluded. */
      float: ({ min = 0, max = 1 }: { min?: number; max?: number }) => next() * (max - min) + min,
    },
    string: {
      numeric: (length: number) => fromCharacters(digits, length),
      alphanumeric: (length: number) => fromCharacters(alphanumerics, length),
    },
    helpers: { arrayElement, arrayElements },
    person: {
      /** zh_CN's only name pattern: the last name, then the first. */
      fullName() {
        const first = firstName(arrayElement(sexes));
        const last = lastName(true);
        next();
        return last + first;
      },
    },
    location: {
      city: () => arrayElement(cityPrefixes) + arrayElement(citySuffixes),
      street: () => lastName() + arrayElement(streetSuffixes),
      state: () => arrayElement(states),
    },
    seed: (seed: number | readonly number[]) => randomizer.seed(seed),
  };
}

export type SeedFaker = ReturnType<typeof seedFaker>;
