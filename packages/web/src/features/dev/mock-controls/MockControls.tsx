// Development and demo builds only: shows that the data is the mock backend's, and puts it back to its seed.
import { useState } from 'react';
import { resetMockBackend } from '../../../app/mock-backend.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { confirm } from '../../../shared/ui/ConfirmDialog/confirm.ts';

export function MockControls({ onReset = () => window.location.reload() }: { onReset?: () => void }) {
  const [resetting, setResetting] = useState(false);
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
  return (
    <aside
      aria-label="模拟后端"
      className="fixed bottom-3 left-3 z-40 flex items-center gap-2 rounded-full bg-amber-50 py-1 pr-1 pl-3 text-xs text-amber-800 shadow ring-1 ring-amber-200"
    >
      <span>模拟数据</span>
      <Button size="sm" loading={resetting} onClick={() => void reset()}>
        重置
      </Button>
    </aside>
  );
}
