// The resources operations name (`x-resources`): each a page of a role type's menu or one of its buttons, of a role
// type the operation's role sets admit; and the web app makes such a call only from a page those resources cover.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  adminButtons,
  adminHidden,
  adminMenu,
  audienceRoleTypes,
  type MenuEntry,
  pageAt,
  purchaserButtons,
  purchaserHidden,
  purchaserMenu,
  supplierButtons,
  supplierHidden,
  supplierMenu,
  welfareMenu,
} from '@zc/routes';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec, type OpenApiDocument, type Operation, operationsOf } from '../../scripts/spec.ts';

let spec: OpenApiDocument;
let annotated: { method: string; path: string; operation: Operation & { 'x-resources': string[] } }[];

beforeAll(async () => {
  spec = await loadBundledSpec();
  annotated = operationsOf(spec).filter(
    (entry): entry is (typeof annotated)[number] => entry.operation['x-resources'] !== undefined,
  );
});

const pagesOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) =>
    typeof entry === 'string' ? [entry] : [...(entry[1] ? [entry[1]] : []), ...pagesOf(entry[2])],
  );
/** Every resource code of each role type (1 administrator, 2 purchaser, 3 supplier, 4 welfare user). */
const resourcesOfType: Record<number, Set<string>> = {
  1: new Set([...pagesOf(adminMenu), ...adminHidden, ...adminButtons]),
  2: new Set([...pagesOf(purchaserMenu), ...purchaserHidden, ...purchaserButtons]),
  3: new Set([...pagesOf(supplierMenu), ...supplierHidden, ...supplierButtons]),
  4: new Set(pagesOf(welfareMenu)),
};
const roleTypesOf = (code: string) =>
  Object.entries(resourcesOfType)
    .filter(([, codes]) => codes.has(code))
    .map(([type]) => Number(type));
const isButton = (code: string) => !code.startsWith('/');

/** The role types a role set admits: its role type, the type of its role code, or every type. */
function admittedTypes(name: string): number[] {
  const set = spec['x-role-sets'][name];
  if (set?.roleType !== undefined) return [set.roleType];
  // The purchaser roles (buyer, project manager, approver, finance) are role codes of the purchaser role type.
  if (set?.roleCode !== undefined) return [2];
  return [1, 2, 3, 4];
}

describe('the resources an operation names', () => {
  it('are pages of the page table or buttons of the menus, listed once each', () => {
    const wrong = annotated.flatMap(({ operation }) =>
      operation['x-resources']
        .filter(
          (code, index, codes) =>
            codes.indexOf(code) !== index || (isButton(code) ? roleTypesOf(code).length === 0 : !pageAt(code)),
        )
        .map((code) => `${operation.operationId}: ${code}`),
    );
    expect(annotated.length).toBeGreaterThan(300);
    expect(annotated.every(({ operation }) => operation['x-resources'].length > 0)).toBe(true);
    expect(wrong).toEqual([]);
  });

  it('are resources of a role type the operation admits: a page of its menu (or opened from it) or its button', () => {
    const wrong = annotated.flatMap(({ operation }) => {
      const admitted = new Set((operation['x-roles'] ?? []).flatMap(admittedTypes));
      return operation['x-resources']
        .filter((code) => !roleTypesOf(code).some((type) => admitted.has(type)))
        .map((code) => `${operation.operationId}: ${code}`);
    });
    expect(wrong).toEqual([]);
  });
});

// ---- the web app's pages and the calls they make (through their imports, an over-estimate: a module a page imports
// may hold calls of another page's dialog)

const web = new URL('../../packages/web/src', import.meta.url).pathname;
const operationIds = () => new Set(annotated.map(({ operation }) => operation.operationId));

/** The SDK operations a module names (`pageBrands`, `usePageBrands`, `pageBrandsQueryOptions`) and its local imports. */
function moduleOf(file: string, known: Set<string>) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const calls = new Set<string>();
  const imports: string[] = [];
  const local = (specifier: string) =>
    specifier.startsWith('@/') ? join(web, specifier.slice(2)) : resolve(dirname(file), specifier);
  const visit = (node: ts.Node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? (node.moduleSpecifier as ts.StringLiteral).text
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? (node.arguments[0] as ts.StringLiteral | undefined)?.text
          : undefined;
    if (specifier?.startsWith('@zc/sdk') && ts.isImportDeclaration(node)) {
      const bindings = node.importClause?.namedBindings;
      for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
        const name = (element.propertyName ?? element.name).text;
        const id = name.replace(/^use([A-Z])/, (_, first: string) => first.toLowerCase()).replace(/QueryOptions$/, '');
        if (known.has(id)) calls.add(id);
      }
    } else if (specifier?.startsWith('@/') || specifier?.startsWith('.')) {
      const target = local(specifier);
      if (/\.tsx?$/.test(target)) imports.push(target);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { calls, imports };
}

/** The annotated calls a route file reaches through the modules it imports. */
function callsOfRoute(file: string, known: Set<string>, modules: Map<string, ReturnType<typeof moduleOf>>) {
  const calls = new Set<string>();
  const seen = new Set<string>();
  const stack = [file];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const module = modules.get(next) ?? moduleOf(next, known);
    modules.set(next, module);
    for (const id of module.calls) calls.add(id);
    stack.push(...module.imports);
  }
  return calls;
}

const routeFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? routeFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** Each route file's page path ('/brand-manager'), or its layout ('/_workbench', '__root'): layouts serve every page. */
function routePath(file: string) {
  if (file.endsWith('__root.tsx')) return '__root';
  const id = readFileSync(file, 'utf8').match(/createFileRoute\('([^']+)'\)/)?.[1];
  if (!id) return undefined;
  return /^\/_[a-z]+$/.test(id) ? id : id.replace(/\/_[a-z]+/g, '').replace(/\/\([a-z]+\)/g, '') || '/';
}

describe('the web app', () => {
  it('makes a call that names pages only from a page it names, or from a page of a role type it leaves free', () => {
    const known = operationIds();
    const resources = new Map(annotated.map(({ operation }) => [operation.operationId, operation['x-resources']]));
    const modules = new Map<string, ReturnType<typeof moduleOf>>();
    const uncovered: string[] = [];
    let pages = 0;
    for (const file of routeFiles(join(web, 'routes'))) {
      const path = routePath(file);
      if (!path) continue;
      pages++;
      // Who opens the page: the role types whose menus hold it (the others are refused it), else its audience.
      const page = pageAt(path);
      const inMenus = roleTypesOf(path);
      const types = inMenus.length > 0 ? inMenus : ((page && audienceRoleTypes[page.audience]) ?? [1, 2, 3, 4]);
      for (const id of callsOfRoute(file, known, modules)) {
        const codes = resources.get(id) ?? [];
        // A button's call is offered behind the button's permission (<Permission>), checked with the buttons.
        if (codes.some(isButton)) continue;
        const restricting = codes.filter((code) => roleTypesOf(code).some((type) => types.includes(type)));
        if (restricting.length > 0 && !codes.includes(path)) uncovered.push(`${path} → ${id} ${codes.join(' ')}`);
      }
    }
    expect(pages).toBeGreaterThan(250);
    expect(uncovered).toEqual([]);
    // It reads every module every route reaches: seconds on a busy machine.
  }, 60_000);
});
