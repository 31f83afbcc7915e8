// The web app's layers point one way: routes → features → app → shared. A role's area never reaches into another
// role's: what two roles share is a domain folder beside them (orders, addresses, reconciliation, the approval
// flows), which no role area is imported by. And no two files import each other, directly or through others.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');
/** The feature folders of one audience; the other feature folders are domains any of them may use. */
const roleAreas = ['admin', 'mall', 'mobile', 'purchase', 'supplier', 'welfare'];

const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => normalize(file));

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
const extensions = ['', '.ts', '.tsx', '/index.ts'];
const known = new Set(sources);

/** The files of the app a file imports (types too: a type import still ties the two together). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  return [...text.matchAll(importPattern)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? '';
    const base = specifier.startsWith('@/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? relative(src, join(src, dirname(file), specifier))
        : undefined;
    const target =
      base === undefined ? undefined : extensions.map((ext) => normalize(base + ext)).find((f) => known.has(f));
    return target ? [target] : [];
  });
}
const graph = new Map(sources.map((file) => [file, importsOf(file)]));

/** The layer a file is in, and for a feature its folder: 'shared', 'app', 'features/supplier', 'routes'. */
function placeOf(file: string): { layer: string; area?: string } {
  const [top = '', area] = file.split('/');
  return top === 'features' ? { layer: 'features', area } : { layer: top.includes('.') ? file : top };
}
const below: Record<string, string[]> = { shared: ['shared'], app: ['app', 'shared'] };

function refusal(from: string, to: string): string | undefined {
  const a = placeOf(from);
  const b = placeOf(to);
  const allowed = below[a.layer];
  if (allowed && !allowed.includes(b.layer)) return `${a.layer} imports ${b.layer}`;
  if (a.layer === 'features' && (b.layer === 'routes' || b.layer === 'routeTree.gen.ts'))
    return 'a page imports routes';
  if (a.layer !== 'features' || b.layer !== 'features' || a.area === b.area || !roleAreas.includes(b.area ?? ''))
    return undefined;
  return roleAreas.includes(a.area ?? '') ? 'one role area imports another' : 'a domain folder imports a role area';
}

describe('the layers of the web app', () => {
  it('reads the imports it checks', () => {
    expect(graph.get('shared/list/use-list.ts')).toContain('shared/page/page.tsx');
    expect(graph.get('routes/_workbench/(supplier)/supplier-msg-info.tsx')).toContain(
      'features/supplier/messages/MessageInfoPage.tsx',
    );
    expect(refusal('shared/ui/Button.tsx', 'app/tabs.ts')).toBe('shared imports app');
    expect(refusal('shared/ui/Button.tsx', 'features/orders/FileLink.tsx')).toBe('shared imports features');
    expect(refusal('app/tabs.ts', 'features/shell/TabHost.tsx')).toBe('app imports features');
    expect(refusal('features/mall/x.tsx', 'features/purchase/y.tsx')).toBe('one role area imports another');
    expect(refusal('features/orders/x.tsx', 'features/supplier/y.tsx')).toBe('a domain folder imports a role area');
    expect(refusal('features/purchase/x.tsx', 'features/orders/y.tsx')).toBeUndefined();
  });

  it('has no import that runs back up a layer or across role areas', () => {
    const wrong = [...graph].flatMap(([from, targets]) =>
      targets.flatMap((to) => {
        const why = refusal(from, to);
        return why ? [`${from} → ${to}: ${why}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('has no import circle', () => {
    expect(circles()).toEqual([]);
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
