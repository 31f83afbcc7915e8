import { defineFilters, select, text } from '@/shared/list/filters.ts';

const auditFilters = {
  projectName: text('项目名称'),
  auditStatus: select('审核状态'),
  depositStatus: select('保证金状态'),
};

export const auctionFilters = defineFilters(auditFilters);
/** The bidding call serves bidding and backhand projects; auctions have a call (and a tab) of their own. */
export const biddingFilters = defineFilters({
  ...auditFilters,
  projectType: select('方式', [1, 2]),
});

/** The list's search: the filters, and `tab`, absent for bidding and backhand registrations, 'auction' for auctions. */
export const certificateSearch = (raw: Record<string, unknown>) => ({
  ...biddingFilters.search(raw),
  ...(raw.tab === 'auction' && { tab: 'auction' as const }),
});
