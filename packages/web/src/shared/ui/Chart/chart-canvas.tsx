// The ECharts part of a chart, a lazy chunk of its own: only the chart types and components the kit declares, drawn
// on canvas. Pages without charts never load it.
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { type ChartSpec, chartOption, readColours } from './chart-spec.ts';

use([BarChart, LineChart, PieChart, ScatterChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function ChartCanvas<Row>({
  spec,
  rows,
  theme,
}: {
  spec: ChartSpec<Row>;
  rows: readonly Row[];
  /** The colour theme in force: a new one redraws the chart in its colours. */
  theme: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const instance = init(box);
    chart.current = instance;
    // The chart follows its container, not only the window: a collapsed menu or a scaled wall screen resizes it too.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    const box = element.current;
    if (box && theme) chart.current?.setOption(chartOption(spec, rows, readColours(box)), true);
  }, [spec, rows, theme]);
  return <div ref={element} aria-hidden="true" className="h-full min-h-0 w-full" />;
}
