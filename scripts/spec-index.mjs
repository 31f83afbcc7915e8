// Writes the `paths:` section of openapi/openapi.yaml from the domain files in openapi/paths/,
// so that adding an operation touches its domain file only. Fails when two files claim one path.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = new URL('../openapi/', import.meta.url).pathname;
const marker = '# Everything below is written by `npm run gen`';

export function indexPaths() {
  const owner = new Map();
  for (const file of readdirSync(join(root, 'paths'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const doc = parse(readFileSync(join(root, 'paths', file), 'utf8')) ?? {};
    for (const path of Object.keys(doc)) {
      if (owner.has(path)) throw new Error(`${path} is in both paths/${owner.get(path)} and paths/${file}`);
      owner.set(path, file);
    }
  }
  const pointer = (/** @type {string} */ path) => path.replaceAll('~', '~0').replaceAll('/', '~1');
  const lines = [...owner]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, file]) => `  ${JSON.stringify(path)}:\n    $ref: 'paths/${file}#/${pointer(path)}'`);
  const rootFile = join(root, 'openapi.yaml');
  const text = readFileSync(rootFile, 'utf8');
  const head = text.slice(0, text.indexOf(marker));
  const body = `${marker} (scripts/spec-index.mjs) from paths/*.yaml: edit those files.\npaths:${lines.length ? `\n${lines.join('\n')}` : ' {}'}\n`;
  writeFileSync(rootFile, head + body);
  return owner.size;
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(`openapi.yaml: ${indexPaths()} paths`);
