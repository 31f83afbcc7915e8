// Runs Biome's native CLI for this machine. The npm registry this project installs from carries Biome's Linux
// builds only, so `@biomejs/biome` (which lists every platform as optional) cannot be locked for `npm ci`;
// the project depends on the Linux CLI packages directly and this script picks the one for the machine.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const report = /** @type {{ header?: { glibcVersionRuntime?: string } } | undefined} */ (process.report?.getReport());
const musl = process.platform === 'linux' && !report?.header?.glibcVersionRuntime;
const name = `@biomejs/cli-${process.platform}-${process.arch}${musl ? '-musl' : ''}`;
let binary;
try {
  binary = require.resolve(`${name}/biome`);
} catch {
  console.error(`Biome has no build for this machine here (${name}); lint and format need it.`);
  process.exit(1);
}
const { status } = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(status ?? 1);
