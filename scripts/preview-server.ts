// Serves a built web app with `vite preview` for the budget scripts, and stops it when they are done.
import { spawn } from 'node:child_process';

const web = new URL('../packages/web/', import.meta.url).pathname;
// Vite itself, not through npx, so that stopping the child stops the server.
const vite = new URL('../node_modules/vite/bin/vite.js', import.meta.url).pathname;

async function waitForServer(url: string, timeoutMs = 120_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
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
