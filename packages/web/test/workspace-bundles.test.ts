import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restartOnBundledChange } from '../build/workspace-bundles.ts';

const packages = `${resolve(import.meta.dirname, '../..')}/`;

/** The plugin on a stand-in development server: its watcher, and how often it restarted. */
function serve() {
  const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
  const server = { watcher, restart: vi.fn() };
  const { configureServer } = restartOnBundledChange() as { configureServer: (server: unknown) => void };
  configureServer(server);
  return { change: (file: string) => watcher.emit('all', 'change', file), restarts: server.restart };
}

describe('the development server with the SDK and the mock backend bundled', () => {
  afterEach(() => vi.useRealTimers());

  it.each(['sdk/src/index.ts', 'mocks/src/browser.ts'])('restarts once after a burst of changes to %s', (file) => {
    vi.useFakeTimers();
    const { change, restarts } = serve();
    change(`${packages}${file}`);
    change(`${packages}${file}`);
    vi.advanceTimersByTime(499);
    expect(restarts).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(restarts).toHaveBeenCalledTimes(1);
  });

  it('does not restart for the app, which updates in place', () => {
    vi.useFakeTimers();
    const { change, restarts } = serve();
    change(`${packages}web/src/main.tsx`);
    vi.advanceTimersByTime(1_000);
    expect(restarts).not.toHaveBeenCalled();
  });
});
