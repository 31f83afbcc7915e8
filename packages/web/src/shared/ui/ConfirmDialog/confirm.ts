// The imperative confirm: `if (await confirm({ title, message })) …` from event handlers; <ConfirmHost/> shows it.
import type { ConfirmOptions } from './ConfirmDialog.tsx';

export interface ConfirmRequest extends ConfirmOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

let queue: ConfirmRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: ConfirmRequest[]) => {
  queue = next;
  for (const listener of listeners) listener();
};

/** Asks the user; resolves true on 确定, false on 取消, Esc or a click outside. Questions asked together queue up. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => publish([...queue, { ...options, id: nextId++, resolve }]));
}

export const confirmStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The question on screen, if any. */
  current: (): ConfirmRequest | undefined => queue[0],
  answer(id: number, confirmed: boolean) {
    const request = queue.find((item) => item.id === id);
    if (!request) return;
    publish(queue.filter((item) => item !== request));
    request.resolve(confirmed);
  },
};
