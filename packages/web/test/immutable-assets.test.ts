import { describe, expect, it, vi } from 'vitest';
import { immutableAssets } from '../build/immutable-assets.ts';

type Middleware = (
  request: { url?: string },
  response: { setHeader: (name: string, value: string) => void },
  next: () => void,
) => void;

/** The plugin on a stand-in preview server served under `base`: the Cache-Control it sets for `url`, if any. */
function cacheControl(url: string, base = '/') {
  let middleware: Middleware | undefined;
  const server = {
    config: { base, build: { assetsDir: 'assets' } },
    middlewares: { use: (fn: Middleware) => (middleware = fn) },
  };
  (immutableAssets() as { configurePreviewServer: (server: unknown) => void }).configurePreviewServer(server);
  const setHeader = vi.fn();
  const next = vi.fn();
  middleware?.({ url }, { setHeader }, next);
  expect(next).toHaveBeenCalledOnce();
  return setHeader.mock.calls.find(([name]) => name === 'Cache-Control')?.[1];
}

describe('the preview server', () => {
  it('serves the content-hashed assets as immutable, as a production host does', () => {
    expect(cacheControl('/assets/framework-DOFc1npu.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/h5/assets/index-B3BOJRo-.css', '/h5/')).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the page and the mock worker to be checked again on every load', () => {
    expect(cacheControl('/login')).toBeUndefined();
    expect(cacheControl('/mock-worker.js')).toBeUndefined();
    expect(cacheControl('/assets/x.js', '/h5/')).toBeUndefined();
  });
});
