// The toast store: imperative `toast.warning(msg)` from anywhere (the SDK's warning events, mutations), shown by <Toaster/>.
export type ToastType = 'success' | 'warning' | 'error';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}

/** How long a toast stays (ms); errors stay a little longer to be read. */
export const toastDurations: Record<ToastType, number> = { success: 3000, warning: 3000, error: 4500 };
/** At most this many toasts are stacked; the oldest goes first. */
const MAX_VISIBLE = 5;

let items: ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const publish = (next: ToastItem[]) => {
  items = next;
  for (const listener of listeners) listener();
};

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (items.some((item) => item.id === id)) publish(items.filter((item) => item.id !== id));
}

function show(type: ToastType, message: string, duration = toastDurations[type]): number {
  // The same message already on screen (N concurrent calls failing alike) is shown once, its timer restarted.
  const same = items.find((item) => item.type === type && item.message === message);
  const id = same?.id ?? nextId++;
  clearTimeout(timers.get(id));
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  if (!same) {
    const next = [...items, { id, type, message }];
    for (const dropped of next.slice(0, Math.max(0, next.length - MAX_VISIBLE))) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    publish(next.slice(-MAX_VISIBLE));
  }
  return id;
}

/** Shows a message for a few seconds; `duration` 0 keeps it until closed. Returns its id for `dismissToast`. */
export const toast = {
  success: (message: string, duration?: number) => show('success', message, duration),
  warning: (message: string, duration?: number) => show('warning', message, duration),
  error: (message: string, duration?: number) => show('error', message, duration),
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  snapshot: () => items,
  /** Removes every toast (tests, sign-out). */
  clear() {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    publish([]);
  },
};
