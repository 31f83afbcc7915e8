// Test support: which calls the pages send to the mock backend (to prove a refused form or a 取消 sends nothing).
import { server } from '@zc/mocks/node';

/** Records the requests of one method and path until `stop()`. */
export function logRequests(method: string, path: string) {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) calls.push(request.url);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}
