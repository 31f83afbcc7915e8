// The mock backend's service worker, `/mock-worker.js` (`packages/mocks/src/worker.ts`), bundled into one classic
// script: the demo build emits it beside the app, the development server serves it. Where VITE_MOCK is off (the
// production build) there is no such file.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export const mockWorkerFile = 'mock-worker.js';
const entry = resolve(import.meta.dirname, '../../mocks/src/worker.ts');

/**
 * A worker's script: `entry` (a file of the mock backend) bundled into one classic script, minified or readable. The
 * service worker's here; the seed's benchmark (`npm run bench:seed`) bundles its own entry the same way.
 */
export async function workerScript(entry: string, minify: boolean): Promise<string> {
  const outputs = (await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify,
      target: 'es2022',
      reportCompressedSize: false,
      lib: { entry, formats: ['iife'], name: 'mockWorker', fileName: () => mockWorkerFile },
      rolldownOptions: {
        // The SDK's React Query hooks, which the worker never runs, are marked "use client": nothing to warn about here.
        onLog: (level, log, handle) => {
          if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handle(level, log);
        },
      },
    },
  })) as Rolldown.RolldownOutput[];
  for (const file of outputs.flatMap((output) => output.output)) if (file.type === 'chunk') return file.code;
  throw new Error(`${entry}: the bundle has no script`);
}

/** The service worker's script, minified for the demo build, readable in development. */
const bundle = (minify: boolean) => workerScript(entry, minify);

/**
 * The development server's copy, kept in its dependency cache (`cacheDir`, keyed by the mock's and the SDK's sources),
 * so only the first start after a change bundles it; bundling starts with the server, not with the first request.
 */
function cachedBundle(cacheDir: string): Promise<string> {
  const file = `${cacheDir}/${mockWorkerFile}`;
  if (existsSync(file)) return Promise.resolve(readFileSync(file, 'utf8'));
  return bundle(false).then((code) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, code);
    return code;
  });
}

export function mockWorker(): Plugin {
  let enabled = false;
  return {
    name: 'zc:mock-worker',
    configResolved(config) {
      enabled = config.env.VITE_MOCK === 'on';
    },
    configureServer(server) {
      if (!enabled) return;
      const code = cachedBundle(server.config.cacheDir);
      // A rejected bundle is reported when the worker is asked for, not as an unhandled rejection at start.
      code.catch(() => undefined);
      server.middlewares.use(`${server.config.base}${mockWorkerFile}`, (_request, response, next) => {
        code.then((script) => {
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.setHeader('cache-control', 'no-cache');
          response.end(script);
        }, next);
      });
    },
    async generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: mockWorkerFile, source: await bundle(true) });
    },
  };
}
