// ECharts draws on a canvas, which jsdom has not: every page test gets this stand-in for the chart kit's lazy chunk
// (one mock for all files, which share one module graph). It builds the real option, so a declaration that does not
// fit its rows still fails, and lists each series with its figures for a test to read.
import { vi } from 'vitest';
import { type ChartSpec, chartOption } from '@/shared/ui/Chart/chart-spec.ts';

vi.mock('@/shared/ui/Chart/chart-canvas.tsx', () => ({
  default: function ChartCanvas<Row>({ spec, rows }: { spec: ChartSpec<Row>; rows: readonly Row[] }) {
    const option = chartOption(spec, rows, { palette: ['#1d63dc'], text: '#475569', grid: '#e2e8f0' });
    return (
      <ul aria-label={`${spec.title}图`}>
        {option.series.map((series) => (
          <li key={series.name}>
            {series.name}：{series.data.map((point) => (typeof point === 'number' ? point : point.value)).join(',')}
          </li>
        ))}
      </ul>
    );
  },
}));
