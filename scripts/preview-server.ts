// Serves a built web app with `vite preview` for the budget scripts, and stops it when they are done.
import { spawn } from 'node:child_process';

const web = new URL('../packages/web/', import.meta.url).pathname;
// Vite itself, not through npx, so that stopping the child stops the server.
const vite = new URL('../node_modules/vite/bin/vite.js', import.meta.url).pathname;

/** The errors of a server not yet listening or still starting. */
const starting = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']);

/**
 * Waits until `url` answers. Only a refused or reset connection (the server still starting) is tried again: an address
 * `fetch` will not open at all, such as one of the ports browsers block (4190, 6000, …), fails at once.
 */
export async function waitForServer(url: string, timeoutMs = 120_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const answered = await fetch(url).then(
      (r) => r.ok,
      (error: Error & { cause?: { code?: string } }) => {
        if (starting.has(error.cause?.code ?? '')) return false;
        throw error;
      },
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Runs `work` against the production build (or the demo build: `mode` demo) served on `port`. */
export async function withPreview<T>(
  port: number,
  work: (origin: string) => Promise<T>,
  mode = 'production',
): Promise<T> {
  const preview = spawn(process.execPath, [vite, 'preview', '--mode', mode, '--port', String(port), '--strictPort'], {
    cwd: web,
    stdio: 'ignore',
  });
  try {
    await waitForServer(`http://localhost:${port}/`);
    return await work(`http://localhost:${port}`);
  } finally {
    preview.kill();
  }
}
