import { pagePurchaserSourcing } from '@zc/sdk';
import { sourcingStatusLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { sourcingFilters } from './filters.ts';
import type { Sourcing } from './sourcing-columns.tsx';

// The inquiries the pages about one offer when opened without one (kept apart from the columns, so that a page
// importing those does not make this call).

/**
 * The inquiries a page about one offers, from 我的寻源, starting on the phase the page is about (`statuses[0]`) with
 * a select of the phases it serves.
 */
export const sourcingChooser = (statuses?: readonly Sourcing['status'][]) =>
  chooser({
    noun: '询价单',
    operation: pagePurchaserSourcing,
    filters: statuses
      ? defineFilters({
          sourcingName: text('询价标题'),
          sourcingNo: text('询价编号'),
          status: select<number>('询价状态', [...statuses]),
        })
      : sourcingFilters,
    ...(statuses && { initial: { status: statuses[0] } }),
    columns: columnsOf<Sourcing>({
      sourcingNo: '询价编号',
      sourcingName: '询价标题',
      status: ['询价状态', sourcingStatusLabels],
    }),
    open: (sourcing) => ({ id: sourcing.id }),
    name: (sourcing) => sourcing.sourcingName,
  });
