// The size of the app's list pages (the files that render `<ListPage` or `<CrudListPage`): how many lines each takes, their median and
// the largest, so that a list page stays a declaration. `--check` fails past the budget (median 40, none over 80).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../packages/web/src/features/', import.meta.url).pathname;
const budget = { median: 40, max: 80 };

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const pages = files(root)
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }))
  .filter(({ text }) => /<(Crud)?ListPage\b/.test(text))
  .map(({ file, text }) => ({ file, lines: text.trimEnd().split('\n').length }))
  .sort((a, b) => a.lines - b.lines);

const lines = pages.map((page) => page.lines);
const middle = (lines.length - 1) / 2;
const median = ((lines[Math.floor(middle)] ?? 0) + (lines[Math.ceil(middle)] ?? 0)) / 2;
const max = lines.at(-1) ?? 0;
const buckets = [20, 40, 60, 80, 100, 150, Number.POSITIVE_INFINITY];
console.info(`${pages.length} list pages: median ${median} lines, largest ${max}`);
let from = 0;
for (const to of buckets) {
  const count = lines.filter((n) => n > from && n <= to).length;
  console.info(
    `  ${String(from + 1).padStart(3)}–${to === Number.POSITIVE_INFINITY ? '   ' : String(to).padEnd(3)} ${'█'.repeat(count)} ${count}`,
  );
  from = to;
}
for (const page of pages.filter((page) => page.lines > budget.median)) console.info(`  ${page.lines}\t${page.file}`);

if (process.argv.includes('--check') && (median > budget.median || max > budget.max)) {
  console.error(
    `list pages over budget: median ${median} (at most ${budget.median}), largest ${max} (at most ${budget.max})`,
  );
  process.exit(1);
}
