import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** 采购合同: the organisation's order contracts. */
export const purchaserContractFilters = defineFilters({
  contractNo: text('合同编号'),
  orderNo: text('订单编号'),
  signStatus: select('签署状态'),
  payStatus: select('付款状态'),
});

/** 付款: every payment asked for, in any state. */
export const paymentFilters = defineFilters({
  paymentNo: text('付款单号'),
  contractNo: text('合同编号'),
  status: select('付款状态'),
});

/** 付款确认: the payments waiting for finance (the state is fixed). */
export const paymentConfirmFilters = defineFilters({
  paymentNo: text('付款单号'),
  contractNo: text('合同编号'),
});
