// `npm run gen` writes every generated file of the repo; `npm run gen:check` fails when that would change any of them,
// so generated code is always committed as its generator writes it.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { zh_CN } from '@faker-js/faker';
import { Generator, getConfig } from '@tanstack/router-generator';
import { routerConfig } from '../packages/web/router.config.ts';
import { generateSdk } from './gen-sdk.ts';
import { indexPaths } from './spec-index.mjs';

const repo = new URL('..', import.meta.url).pathname;
const seededRuns = 'packages/mocks/src/domains/workflow/seeded-runs.gen.json';
const seededBytes = 'packages/mocks/src/domains/files/seeded-bytes.gen.json';
const seedWords = 'packages/mocks/src/engine/seed-words.gen.json';
const generated = [
  'openapi/openapi.yaml',
  'packages/sdk/src/generated',
  'packages/web/src/routeTree.gen.ts',
  seededRuns,
  seededBytes,
  seedWords,
];

async function generate() {
  console.info(`openapi/openapi.yaml: ${indexPaths()} paths indexed`);

  console.info(`packages/sdk/src/generated: ${await generateSdk()} operations`);

  const web = `${repo}packages/web`;
  await new Generator({ config: getConfig(routerConfig, web), root: web }).run();
  console.info('packages/web/src/routeTree.gen.ts: route tree written');

  // The words the seed's faker draws from, taken from faker's zh_CN locale so that the mock backend runs without faker.
  const person = zh_CN.person;
  const location = zh_CN.location;
  const words = {
    firstNames: person?.first_name,
    lastNames: person?.last_name?.generic,
    cityPrefixes: location?.city_prefix,
    citySuffixes: location?.city_suffix,
    streetSuffixes: location?.street_suffix,
    states: location?.state,
  };
  writeFileSync(`${repo}${seedWords}`, `${JSON.stringify(words)}\n`);
  console.info(`${seedWords}: ${Object.keys(words).length} word lists of faker's zh_CN locale`);

  // The mock backend runs on the SDK just written.
  const { seededRunsJson } = await import('../packages/mocks/src/domains/workflow/seeded-runs.ts');
  const runs = await seededRunsJson();
  writeFileSync(`${repo}${seededRuns}`, runs);
  console.info(`${seededRuns}: ${runs.split('\n').length - 3} engine runs of the seed`);

  const { seed } = await import('../packages/mocks/src/seed.ts');
  const { recordBytes } = await import('../packages/mocks/src/domains/files/seeded-bytes.ts');
  const bytes = [...(await recordBytes(() => seed()))].sort(([a], [b]) => (a < b ? -1 : 1));
  writeFileSync(
    `${repo}${seededBytes}`,
    `{\n${bytes.map((entry) => entry.map((text) => JSON.stringify(text)).join(':')).join(',\n')}\n}\n`,
  );
  console.info(`${seededBytes}: ${bytes.length} pictures and workbooks of the seed`);
}

await generate();

if (process.argv.includes('--check')) {
  const changed = execFileSync('git', ['status', '--porcelain', '--', ...generated], { cwd: repo, encoding: 'utf8' });
  if (changed.trim()) {
    console.error(`Generated files differ from the committed ones; run \`npm run gen\` and commit:\n${changed}`);
    process.exit(1);
  }
  console.info('generated files are up to date');
}
