import type { ColumnDef } from '@tanstack/react-table';
import type { Input, Operation, OperationId } from '@zc/sdk';
import type { ListModel } from '@/shared/list/use-list.ts';
import { Chart } from '@/shared/ui/Chart/Chart.tsx';
import type { ChartSpec } from '@/shared/ui/Chart/chart-spec.ts';
import { ExportButton } from '@/shared/ui/ExportButton.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';

/**
 * A statistics page: the filters (kept in the address), the charts of the rows shown, their table, and 导出 of the
 * filtered rows through the report's export call.
 */
export function ReportPage<Row, K extends OperationId>({
  list,
  label,
  exportCall,
  charts = [],
  columns,
}: {
  list: ListModel<Row>;
  label: string;
  exportCall: Operation<K>;
  /** Drawn above the table from the rows shown; none for a plain report. */
  charts?: ChartSpec<Row>[];
  columns: ColumnDef<Row, unknown>[];
}) {
  return (
    <ListPage
      list={list}
      label={label}
      columns={columns}
      rowKey={(_, index) => String(index)}
      toolbar={<ExportButton operation={exportCall} input={{ query: list.params } as unknown as Input<K>} />}
    >
      {charts.length > 0 && (
        <div className={`grid gap-3 ${charts.length > 1 ? 'xl:grid-cols-2' : ''}`}>
          {charts.map((spec) => (
            <Chart
              key={spec.title}
              spec={spec}
              rows={list.data?.records}
              isPending={list.isPending}
              error={list.error}
              onRetry={list.refetch}
            />
          ))}
        </div>
      )}
    </ListPage>
  );
}
