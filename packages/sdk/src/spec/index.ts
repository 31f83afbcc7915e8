// The bundled spec and its validator, for the mock backend and for development builds (never production).
import spec from '../generated/openapi.json' with { type: 'json' };
import { createSpecValidator, type SpecDocument } from './validator.ts';

export {
  createSpecValidator,
  describeError,
  type RequestParts,
  type SpecDocument,
  type SpecValidator,
} from './validator.ts';
export const openapi = spec as unknown as SpecDocument;

let shared: ReturnType<typeof createSpecValidator> | undefined;
/** One validator for the whole process: compiled schemas are cached per operation. */
export const specValidator = () => (shared ??= createSpecValidator(openapi));
