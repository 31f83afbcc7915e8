import { useQuery } from '@tanstack/react-query';
import { queryDataCockpitQueryOptions } from '@zc/sdk/react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { CockpitFigures } from './CockpitFigures.tsx';

/** The wall screen is laid out once at this size and scaled to whatever screen shows it, so nothing reflows or scrolls. */
const design = { width: 1920, height: 1080 };
const minute = 60_000;

function useFitScale() {
  const fit = () => Math.min(window.innerWidth / design.width, window.innerHeight / design.height);
  const [scale, setScale] = useState(fit);
  useEffect(() => {
    const resize = () => setScale(fit());
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  });
  return scale;
}

/** /cockpit-full: the cockpit for a wall screen, open to anyone, dark, fitted to the screen, refreshed every minute. */
export function CockpitScreen() {
  const query = useQuery({ ...queryDataCockpitQueryOptions({ query: {} }), refetchInterval: minute });
  const scale = useFitScale();
  return (
    <div className="screen-dark fixed inset-0 flex items-center justify-center overflow-hidden bg-[#06142e]">
      <main
        style={{ width: design.width, height: design.height, transform: `scale(${scale})` }}
        className="flex shrink-0 flex-col gap-4 bg-[radial-gradient(ellipse_at_top,#123066,#06142e_70%)] px-8 py-5"
      >
        <header className="flex items-end justify-between border-b border-(--chart-grid) pb-3">
          <h1 className="text-3xl font-semibold tracking-widest text-white">政采商城 · 数据驾驶舱</h1>
          <p className="text-sm text-(--chart-text)" aria-live="polite">
            最近刷新：{query.dataUpdatedAt ? formatDateTime(query.dataUpdatedAt) : '--'}（每分钟自动刷新）
          </p>
        </header>
        <CockpitFigures query={query} chartHeight="h-[348px]" />
      </main>
    </div>
  );
}
