import { dateRange, defineFilters, type FilterDeclaration, type Filters, select, text } from '@/shared/list/filters.ts';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const activityFilters = defineFilters({ welfareName: text('活动名称'), status: select('活动状态') });

export const myOrderFilters = defineFilters({
  orderNo: text('订单编号'),
  status: select('订单状态'),
  // Options are the user's activities, which the page loads.
  welfareId: select<string>('福利活动'),
  startTime: dateRange('下单时间', 'endTime'),
});

export const openDetail = searchParams({ id: optionalString });

/** A list's search and `id`, the row whose detail is open, so that it stays open across a tab switch. */
const withOpenDetail =
  <D extends FilterDeclaration>(filters: Filters<D>) =>
  (search: Record<string, unknown>) => ({ ...filters.search(search), ...openDetail(search) });

export const activitySearch = withOpenDetail(activityFilters);
export const myOrderSearch = withOpenDetail(myOrderFilters);
