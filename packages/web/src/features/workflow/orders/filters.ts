import { defineFilters, select, text } from '@/shared/list/filters.ts';

export const orderApprovalFilters = defineFilters({ orderNo: text('订单编号') });

export const historyOrderFilters = defineFilters({ orderNo: text('订单编号'), result: select('审批结果') });
