import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Button } from '../Button.tsx';
import { errorMessage } from '../error-message.ts';
import { SpinnerIcon } from '../icons.tsx';
import { DEFAULT_THEME, readTheme, subscribeTheme } from '../ThemeSwitch/theme.ts';
import { type ChartSpec, chartTable } from './chart-spec.ts';

// lazy() drops the canvas's type parameter: it is given back here.
const ChartCanvas = lazy(() => import('./chart-canvas.tsx')) as unknown as typeof import('./chart-canvas.tsx').default;

export interface ChartData<Row> {
  rows: readonly Row[] | undefined;
  isPending?: boolean;
  error?: unknown;
  onRetry?: () => void;
}

/** A query's answer as a chart's data: `{...chartData(query, (cockpit) => cockpit.monthTrend)}`. */
export function chartData<T, Row>(
  query: { data: T | undefined; isPending: boolean; error: unknown; refetch: () => unknown },
  select: (data: T) => readonly Row[] | undefined,
): ChartData<Row> {
  return {
    rows: query.data === undefined ? undefined : (select(query.data) ?? []),
    isPending: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

const figure = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

function Status({ children }: { children: React.ReactNode }) {
  return <div className="flex h-full items-center justify-center gap-2 text-sm text-(--chart-text)">{children}</div>;
}

/**
 * A chart of the kit: the declaration drawn over the rows, in the theme's colours, resizing with its box; '加载中',
 * the error with '重试' or '暂无数据' in its place; and the same figures as a table one click away (查看数据表).
 */
export function Chart<Row>({
  spec,
  rows,
  isPending = false,
  error,
  onRetry,
  className = 'h-80',
}: ChartData<Row> & { spec: ChartSpec<Row> /** The height of the chart's box. */; className?: string }) {
  const [asTable, setAsTable] = useState(false);
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => DEFAULT_THEME);
  const ready = !error && !isPending && rows !== undefined && rows.length > 0;
  const table = ready ? chartTable(spec, rows) : undefined;
  const loading = (
    <Status>
      <SpinnerIcon />
      <span role="status">加载中</span>
    </Status>
  );
  let body: React.ReactNode;
  if (error)
    body = (
      <Status>
        <span role="alert" className="text-red-500">
          {errorMessage(error, '加载失败')}
        </span>
        {onRetry && (
          <Button size="sm" onClick={onRetry}>
            重试
          </Button>
        )}
      </Status>
    );
  else if (isPending || rows === undefined) body = loading;
  else if (!table) body = <Status>暂无数据</Status>;
  else if (asTable)
    body = (
      <div className="h-full overflow-auto">
        <table className="w-full text-sm text-(--chart-text)">
          <caption className="sr-only">{spec.title}</caption>
          <thead>
            <tr>
              {table.header.map((cell) => (
                <th key={cell} scope="col" className="border-b border-(--chart-grid) px-2 py-1.5 text-left font-medium">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.lines.map(([name, ...values], index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the chart's points, in their order
              <tr key={index}>
                <th scope="row" className="border-b border-(--chart-grid) px-2 py-1.5 text-left font-normal">
                  {name}
                </th>
                {values.map((value, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per series, in the header's order
                  <td key={column} className="border-b border-(--chart-grid) px-2 py-1.5 text-right tabular-nums">
                    {figure.format(Number(value))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  else
    body = (
      <Suspense fallback={loading}>
        <ChartCanvas spec={spec} rows={rows} theme={theme} />
      </Suspense>
    );
  return (
    <section aria-label={spec.title} className="flex min-w-0 flex-col gap-2 rounded bg-(--chart-surface) p-4">
      <header className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-(--chart-text)">{spec.title}</h3>
        {table && (
          <Button size="sm" variant="text" onClick={() => setAsTable(!asTable)}>
            {asTable ? '查看图表' : '查看数据表'}
          </Button>
        )}
      </header>
      <div className={`min-h-0 ${className}`}>{body}</div>
    </section>
  );
}
