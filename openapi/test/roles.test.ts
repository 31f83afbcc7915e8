import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec, type OpenApiDocument, operationsOf } from '../../scripts/spec.ts';

let spec: OpenApiDocument;
let operations: ReturnType<typeof operationsOf>;

beforeAll(async () => {
  spec = await loadBundledSpec();
  operations = operationsOf(spec);
});

const isPublic = (security: unknown[] | undefined) => Array.isArray(security) && security.length === 0;

describe('who may call what', () => {
  it('is declared by every operation, in role sets the document names', () => {
    const sets = new Set(Object.keys(spec['x-role-sets']));
    const undeclared = operations.filter(({ operation }) => {
      const roles = operation['x-roles'] ?? [];
      return roles.length === 0 || roles.some((role) => !sets.has(role));
    });
    expect(undeclared.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const perSet = operations.reduce<Record<string, number>>((counts, { operation }) => {
      const key = (operation['x-roles'] ?? []).join('+');
      return { ...counts, [key]: (counts[key] ?? 0) + 1 };
    }, {});
    console.info(`role sets per operation: ${JSON.stringify(perSet)}`);
  });

  it('makes exactly the calls made before login public, and public or any signed-in user stand alone', () => {
    const wrong = operations.filter(({ operation }) => {
      const roles = operation['x-roles'] ?? [];
      const open = roles.includes('public') || roles.includes('signedIn');
      return roles.includes('public') !== isPublic(operation.security) || (open && roles.length > 1);
    });
    expect(wrong.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('documents the 401 and 403 answers on every operation that needs a token, as the shared responses', () => {
    const undocumented = operations.filter(({ operation }) => {
      const responses = operation.responses as Record<string, { $ref?: string } | undefined>;
      const shared = (status: string, name: string) => responses[status]?.$ref === `#/components/responses/${name}`;
      return !isPublic(operation.security) && !(shared('401', 'Unauthorized') && shared('403', 'Forbidden'));
    });
    expect(undocumented.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('defines each role set by a role type, a role code, or neither for public and any signed-in user', () => {
    for (const [name, set] of Object.entries(spec['x-role-sets'])) {
      const defined = [set.roleType, set.roleCode].filter((value) => value !== undefined).length;
      expect(defined, name).toBe(name === 'public' || name === 'signedIn' ? 0 : 1);
      expect(set.label, name).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
