// MT19937, the Mersenne Twister faker draws from, with its 53-bit floats: the seed's own copy of the sequence, so that the
// mock backend runs without faker's locales and classes (450 KB of the service worker). A test compares it
// with faker's `generateMersenne53Randomizer` draw by draw.

const size = 624;
const shift = 397;
const upper = 0x80000000;
const lower = 0x7fffffff;
const matrix = 0x9908b0df;

/** The state of Matsumoto and Nishimura's `init_genrand`. */
function fromNumber(seed: number) {
  const state = new Uint32Array(size);
  state[0] = seed;
  for (let i = 1; i < size; i++) {
    const previous = state[i - 1] as number;
    state[i] = Math.imul(1812433253, previous ^ (previous >>> 30)) + i;
  }
  return state;
}

/** The state of their `init_by_array`. */
function fromArray(key: readonly number[]) {
  const state = fromNumber(19650218);
  let i = 1;
  let j = 0;
  for (let k = Math.max(size, key.length); k > 0; k--) {
    const previous = state[i - 1] as number;
    state[i] = ((state[i] as number) ^ Math.imul(previous ^ (previous >>> 30), 1664525)) + (key[j] as number) + j;
    i++;
    j++;
    if (i >= size) {
      state[0] = state[size - 1] as number;
      i = 1;
    }
    if (j >= key.length) j = 0;
  }
  for (let k = size - 1; k > 0; k--) {
    const previous = state[i - 1] as number;
    state[i] = ((state[i] as number) ^ Math.imul(previous ^ (previous >>> 30), 1566083941)) - i;
    i++;
    if (i >= size) {
      state[0] = state[size - 1] as number;
      i = 1;
    }
  }
  state[0] = upper;
  return state;
}

/** Twists the state to its next 624 words. */
function twist(state: Uint32Array) {
  for (let k = 0; k < size; k++) {
    const y = ((state[k] as number) & upper) | ((state[(k + 1) % size] as number) & lower);
    state[k] = (state[(k + shift) % size] as number) ^ (y >>> 1) ^ (y & 1 ? matrix : 0);
  }
}

/** A word of the state, tempered as the twister hands it out. */
function tempered(word: number) {
  let y = word;
  y ^= y >>> 11;
  y ^= (y << 7) & 0x9d2c5680;
  y ^= (y << 15) & 0xefc60000;
  y ^= y >>> 18;
  return y >>> 0;
}

export interface Randomizer {
  /** A float from 0 (included) to 1 (excluded), with 53 random bits. */
  next(): number;
  seed(seed: number | readonly number[]): void;
}

/**
 * Each float takes two words (27 and 26 bits), so a twist makes 312 floats in one loop and a draw reads the next: a
 * little quicker than tempering two words on every draw.
 */
export function mersenne53(): Randomizer {
  let state = fromNumber(5489);
  const floats = new Float64Array(size / 2);
  let index = floats.length;
  return {
    next() {
      if (index === floats.length) {
        twist(state);
        for (let k = 0; k < floats.length; k++)
          floats[k] =
            ((tempered(state[2 * k] as number) >>> 5) * 67108864 + (tempered(state[2 * k + 1] as number) >>> 6)) /
            9007199254740992;
        index = 0;
      }
      return floats[index++] as number;
    },
    seed(seed) {
      state = typeof seed === 'number' ? fromNumber(seed) : fromArray(seed);
      index = floats.length;
    },
  };
}
