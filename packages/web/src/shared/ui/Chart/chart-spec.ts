// A chart as a declaration: its title, the field naming each point (a bar's category, a line's month, a slice) and
// its series. The ECharts option and the table of the same figures are both built from it, so what the chart draws
// and what a screen reader reads cannot differ.

/** Bars, a line, slices of a pie, or points (a price at each deal). */
export type SeriesType = 'bar' | 'line' | 'pie' | 'scatter';

type NumberField<Row> = { [K in keyof Row]-?: Row[K] extends number | undefined ? K : never }[keyof Row] & string;

export interface SeriesSpec<Row> {
  name: string;
  field: NumberField<Row>;
  type: SeriesType;
  /** Bars of the series with this key stack on each other (a unit's amount per channel). */
  stack?: string;
  /** Drawn against a second value axis on the right (a count or a rate beside amounts). */
  right?: boolean;
}

export interface ChartSpec<Row> {
  title: string;
  /** The field naming each point: the category axis, or a slice of a pie. */
  x: keyof Row & string;
  /** The header of the table's first column. */
  xLabel: string;
  series: SeriesSpec<Row>[];
  /** Bars run left to right, the first row on top: a ranking. */
  horizontal?: boolean;
}

export const defineChart = <Row>(spec: ChartSpec<Row>) => spec;

/** The colours of the chart's surroundings, read from the theme's CSS variables. */
export interface ChartColours {
  palette: string[];
  text: string;
  grid: string;
}

/** After the theme's brand colour, colours that stay apart from each other and from every theme's. */
const others = ['#f59e0b', '#14b8a6', '#8b5cf6', '#f43f5e', '#0ea5e9', '#84cc16', '#64748b'];

/** The colours where the chart stands: the theme's brand colour and the surface's text and grid lines (styles.css). */
export function readColours(element: Element): ChartColours {
  const style = getComputedStyle(element);
  const value = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    palette: [value('--brand', '#1d63dc'), ...others],
    text: value('--chart-text', '#475569'),
    grid: value('--chart-grid', '#e2e8f0'),
  };
}

const numberAt = <Row>(row: Row, field: keyof Row) => {
  const value = Number(row[field] ?? 0);
  return Number.isFinite(value) ? value : 0;
};
const nameAt = <Row>(row: Row, field: keyof Row) => String(row[field] ?? '');

/** The table of the chart's figures: the header and one line per point. */
export function chartTable<Row>(spec: ChartSpec<Row>, rows: readonly Row[]) {
  return {
    header: [spec.xLabel, ...spec.series.map((series) => series.name)],
    lines: rows.map((row) => [nameAt(row, spec.x), ...spec.series.map((series) => numberAt(row, series.field))]),
  };
}

/** How each type of series is drawn on the axes (a pie has none). */
const seriesStyle: Record<SeriesType, object> = {
  line: { smooth: true, symbolSize: 6 },
  bar: { barMaxWidth: 28 },
  scatter: { symbolSize: 9 },
  pie: {},
};

/** The ECharts option of a declaration over its rows. */
export function chartOption<Row>(spec: ChartSpec<Row>, rows: readonly Row[], colours: ChartColours) {
  const textStyle = { color: colours.text };
  const base = {
    color: colours.palette,
    textStyle,
    animationDuration: 300,
    legend: { show: spec.series.length > 1 || spec.series[0]?.type === 'pie', textStyle, top: 0, type: 'scroll' },
  };
  const [first] = spec.series;
  if (first?.type === 'pie')
    return {
      ...base,
      tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
      series: [
        {
          type: 'pie',
          name: first.name,
          radius: ['42%', '68%'],
          center: ['50%', '56%'],
          label: { color: colours.text, formatter: '{b} {d}%' },
          data: rows.map((row) => ({ name: nameAt(row, spec.x), value: numberAt(row, first.field) })),
        },
      ],
    };
  const axisLine = { lineStyle: { color: colours.grid } };
  const splitLine = { lineStyle: { color: colours.grid } };
  const category = {
    type: 'category',
    data: rows.map((row) => nameAt(row, spec.x)),
    axisLine,
    axisLabel: { color: colours.text, hideOverlap: true },
    ...(spec.horizontal ? { inverse: true } : {}),
  };
  const valueAxis = (right: boolean) => ({
    type: 'value',
    position: spec.horizontal ? (right ? 'top' : 'bottom') : right ? 'right' : 'left',
    axisLabel: { color: colours.text },
    splitLine: right ? { show: false } : splitLine,
  });
  const values = spec.series.some((series) => series.right) ? [valueAxis(false), valueAxis(true)] : [valueAxis(false)];
  return {
    ...base,
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, bottom: 8, top: base.legend.show ? 36 : 16, containLabel: true },
    xAxis: spec.horizontal ? values : category,
    yAxis: spec.horizontal ? category : values,
    series: spec.series.map((series) => ({
      type: series.type,
      name: series.name,
      data: rows.map((row) => numberAt(row, series.field)),
      ...(series.stack ? { stack: series.stack } : {}),
      ...(series.right ? { [spec.horizontal ? 'xAxisIndex' : 'yAxisIndex']: 1 } : {}),
      ...seriesStyle[series.type],
    })),
  };
}
