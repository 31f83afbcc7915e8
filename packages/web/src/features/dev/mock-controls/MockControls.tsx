// Development and demo builds only: shows that the data is the mock backend's, and puts it back to its seed.
import { useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { resetMockBackend } from '@/app/mock-backend.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';

/** A layout's place for the badge (the workbench's and the phone pages' headers have one): `<div id="dev-badge-slot" />`. */
const slotId = 'dev-badge-slot';

/** The slot of the layout on screen, followed as pages change; null where the layout has none. */
function useSlot(): HTMLElement | null {
  return useSyncExternalStore(
    (changed) => {
      const observer = new MutationObserver(changed);
      observer.observe(document.body, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
    () => document.getElementById(slotId),
  );
}

/**
 * The badge sits in the layout's slot when there is one; elsewhere it floats at the bottom right, clear of the side
 * menu, and on a phone page without a header above the mobile site's bottom tab bar.
 */
export function MockControls({ onReset = () => window.location.reload() }: { onReset?: () => void }) {
  const [resetting, setResetting] = useState(false);
  const slot = useSlot();
  const reset = async () => {
    const confirmed = await confirm({
      title: '重置模拟数据',
      message: '模拟数据将恢复为初始数据，本浏览器中的新增、修改和删除都会丢失。是否继续？',
    });
    if (!confirmed) return;
    setResetting(true);
    await resetMockBackend();
    onReset();
  };
  // On a phone it floats above the mobile site's tab bar and the action bar over it.
  const badge = (
    <aside
      aria-label="模拟后端"
      className={`flex items-center gap-2 rounded-full bg-amber-50 py-1 pr-1 pl-3 text-xs text-amber-800 ring-1 ring-amber-200 ${
        slot ? '' : 'fixed right-3 bottom-28 z-40 shadow sm:bottom-3'
      }`}
    >
      <span>模拟数据</span>
      <Button size="sm" loading={resetting} onClick={() => void reset()}>
        重置
      </Button>
    </aside>
  );
  return slot ? createPortal(badge, slot) : badge;
}
