// `npm run gen` writes the bytes of the pictures and workbooks every seed makes (`seeded-bytes.gen.json`), which each
// seed then reads instead of deflating them again: deflating them was a tenth of a cold seed in the browser.
import { fromBase64, toBase64 } from './files.ts';
import generatedBytes from './seeded-bytes.gen.json';

const generated = new Map(Object.entries(generatedBytes as Record<string, string>));
/** While `npm run gen` records the seed's bytes: each made, by key. */
let recording: Map<string, string> | undefined;
/** How many times bytes were made rather than read from the generated file. */
let made = 0;
export const bytesMade = () => made;

/**
 * The bytes `make` makes, named by `key` (every input they depend on): the generated file's, when it has them.
 * `test/seeded-bytes.test.ts` makes every one again and compares, so a stale file fails the tests.
 */
export function seededBytes<Bytes extends Uint8Array>(key: string, make: () => Bytes): Bytes | Uint8Array<ArrayBuffer> {
  const known = recording ? undefined : generated.get(key);
  if (known !== undefined) return fromBase64(known);
  made++;
  const bytes = make();
  recording?.set(key, toBase64(bytes));
  return bytes;
}

/** Every key and bytes (base64) `work` makes through `seededBytes`, each made anew. */
export async function recordBytes(work: () => Promise<unknown>): Promise<Map<string, string>> {
  const bytes = new Map<string, string>();
  recording = bytes;
  try {
    await work();
  } finally {
    recording = undefined;
  }
  return bytes;
}
