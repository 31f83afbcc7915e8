import { expect, it } from 'vitest';
import { chunkFailure } from './ChunkError.tsx';

it.each([
  [new TypeError('Failed to fetch dynamically imported module: /assets/login-abc.js'), 'Loading chunk failed'],
  [new TypeError('Importing a module script failed.'), 'Loading chunk failed'],
  [new Error('Unable to preload CSS for /assets/index-1.css'), 'Loading CSS chunk failed'],
  [new Error('库存不足'), null],
])('%s is %s', (error, failure) => {
  expect(chunkFailure(error)).toBe(failure);
});
