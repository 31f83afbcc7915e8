// The bundled spec as one object: the input of the SDK generator, the contract suite and the spec's own tests.
import { bundle, loadConfig } from '@redocly/openapi-core';

const repo = new URL('..', import.meta.url).pathname;

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  'x-doc'?: string[];
  'x-inferred'?: boolean;
  /** Names of the role sets (`x-role-sets` of the document) whose users may make the call. */
  'x-roles'?: string[];
  /**
   * The resources (`x-resources`) any one of which a user must hold to make the call: menu pages by path
   * ('/brand-manager') and button permissions ('evaluate:add'). They restrict only the role types whose resources
   * hold them; a call without the list is open to every role of its role sets.
   */
  'x-resources'?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: unknown[];
}

/** A named set of roles: every role of a role type, one role code, or (neither) every signed-in user or anyone. */
export interface RoleSet {
  label: string;
  roleType?: number;
  roleCode?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  tags: { name: string; description?: string }[];
  'x-role-sets': Record<string, RoleSet>;
  [key: string]: unknown;
}

export async function loadBundledSpec(): Promise<OpenApiDocument> {
  const config = await loadConfig({ configPath: `${repo}redocly.yaml` });
  const { bundle: result, problems } = await bundle({ ref: `${repo}openapi/openapi.yaml`, config });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new Error(`The spec does not bundle: ${errors.map((p) => p.message).join('; ')}`);
  return result.parsed as OpenApiDocument;
}

/** Every operation of the spec with its method and path. */
export function operationsOf(spec: OpenApiDocument) {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
  );
}
