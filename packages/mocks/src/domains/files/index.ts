import type { Domain } from '../../engine/define.ts';
import { fileHandlers } from './files.ts';
import { seedFiles } from './seed.ts';

/** Uploaded and seeded files: their bytes, downloads and previews (files); every later domain may store files. */
export const filesDomain: Domain = {
  name: 'files',
  seed: seedFiles,
  handlers: fileHandlers,
  contractRequests: {},
};
