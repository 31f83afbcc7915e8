// The bundled spec and its validator, for the mock backend and for development builds (never production).
import { responseChecks } from '../call.ts';
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

/**
 * Checks every answer against the spec from now on (development and tests; production builds never import this).
 * Each broken field is reported once per operation, naming both.
 */
export function installSpecChecks(report: (message: string) => void = console.warn) {
  const reported = new Set<string>();
  responseChecks.validate = (operationId, status, body) => {
    for (const problem of specValidator().response(operationId, status, body)) {
      const key = `${operationId} ${problem}`;
      if (!reported.has(key)) {
        reported.add(key);
        report(`接口返回不符合规范 ${operationId}: ${problem}`);
      }
    }
  };
}
