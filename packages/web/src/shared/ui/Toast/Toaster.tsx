import { useSyncExternalStore } from 'react';
import { CloseIcon } from '../icons.tsx';
import { dismissToast, type ToastType, toastStore } from './toast.ts';

const styles: Record<ToastType, { box: string; label: string }> = {
  success: { box: 'border-green-200 bg-green-50 text-green-800', label: '成功' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-800', label: '警告' },
  error: { box: 'border-red-200 bg-red-50 text-red-700', label: '错误' },
};

/** Shows the stacked toasts at the top centre of the page; mount it once at the root of the app. */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  return (
    <section
      aria-label="消息提示"
      className="pointer-events-none fixed inset-x-0 top-4 z-[1000] flex flex-col items-center gap-2 px-4"
    >
      {items.map((item) => (
        <div
          key={item.id}
          role={item.type === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex max-w-md items-start gap-2 rounded border px-4 py-2.5 text-sm shadow-md ${styles[item.type].box}`}
        >
          <span className="sr-only">{styles[item.type].label}：</span>
          <span className="flex-1 break-all">{item.message}</span>
          <button
            type="button"
            aria-label="关闭"
            className="opacity-60 hover:opacity-100"
            onClick={() => dismissToast(item.id)}
          >
            <CloseIcon width={14} height={14} />
          </button>
        </div>
      ))}
    </section>
  );
}
