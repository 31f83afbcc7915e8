// The mock's layers point one way: the engine below the tables, the tables below the domains, and the domains in
// their seeding order (`src/domains/index.ts`): a domain builds on earlier domains, never on a later one. And no import
// circle spans more than one folder.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domains } from '../src/domains/index.ts';

const src = join(import.meta.dirname, '../src');

const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => normalize(file));
const known = new Set(sources);

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The files of the mock a file imports (types too: a type import still ties the two together). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  return [...text.matchAll(importPattern)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? '';
    if (!specifier.startsWith('.')) return [];
    const target = normalize(relative(src, join(src, dirname(file), specifier)));
    return known.has(target) ? [target] : [];
  });
}
const graph = new Map(sources.map((file) => [file, importsOf(file)]));

const seedingOrder = domains.map((domain) => domain.name);

/** Why an import runs the wrong way, or undefined when it may stand. */
function refusal(from: string, to: string): string | undefined {
  const [top, area] = from.split('/');
  const [targetTop, targetArea = ''] = to.split('/');
  if (top === 'engine' && targetTop !== 'engine') return `the engine imports ${targetTop}`;
  if (top === 'tables' && targetTop !== 'engine' && targetTop !== 'tables') return `a table imports ${targetTop}`;
  if (top !== 'domains' || targetTop !== 'domains' || area === targetArea || area === 'index.ts') return undefined;
  if (targetArea === 'index.ts') return 'a domain imports the list of domains';
  const [position, targetPosition] = [seedingOrder.indexOf(area ?? ''), seedingOrder.indexOf(targetArea)];
  if (position < 0 || targetPosition < 0) return 'a domain folder that is not in the list of domains';
  return targetPosition > position ? `${area} imports ${targetArea}, seeded after it` : undefined;
}

describe('the layers of the mock backend', () => {
  it('reads the imports it checks', () => {
    expect(graph.get('seed.ts')).toContain('domains/index.ts');
    expect(refusal('engine/router.ts', 'domains/accounts/session.ts')).toBe('the engine imports domains');
    expect(refusal('tables/orders.ts', 'domains/orders/scope.ts')).toBe('a table imports domains');
    expect(refusal('domains/accounts/seed.ts', 'domains/orders/seed.ts')).toBe(
      'accounts imports orders, seeded after it',
    );
    expect(refusal('domains/orders/seed.ts', 'domains/accounts/seed.ts')).toBeUndefined();
    expect(refusal('domains/orders/seed.ts', 'tables/accounts.ts')).toBeUndefined();
  });

  it('has no import that runs back up a layer or to a domain seeded later', () => {
    const wrong = [...graph].flatMap(([from, targets]) =>
      targets.flatMap((to) => {
        const why = refusal(from, to);
        return why ? [`${from} → ${to}: ${why}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('has no import circle spanning more than one folder', () => {
    expect(circles().filter((files) => new Set(files.map(dirname)).size > 1)).toEqual([]);
  });
});

/** The import circles (strongly connected components of more than one file), by Tarjan's algorithm. */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) component.push(member);
    } while (member && member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of sources) if (!index.has(file)) visit(file);
  return found;
}
