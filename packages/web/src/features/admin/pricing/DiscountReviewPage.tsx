import { auditDiscount, getLadderPrice, getPromotionPrice, getWholesalePrice } from '@zc/sdk';
import { useAuditDiscount } from '@zc/sdk/react';
import { useState } from 'react';
import {
  type Discount,
  discountColumns,
  ladderColumns,
  promotionColumns,
  wholesaleColumns,
} from '@/features/prices/discount-columns.tsx';
import { type ListModel, useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import type { ColumnSpec } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { RefuseDialog } from '../shared/RefuseDialog.tsx';
import { useSupplierColumn, useSupplierLabels } from '../shared/suppliers.tsx';
import { discountReviewFilters } from './filters.ts';

const waiting = (row: Discount) => row.status === 1;

/**
 * The platform's review of one kind of suppliers' discount prices: every supplier's, filtered; a price waiting for
 * review (待审核) is approved, alone or with others selected, or rejected with the reason the supplier reads.
 */
function DiscountReviewPage<Row extends Discount>({
  name,
  list,
  columns,
}: {
  /** '阶梯价', in the table's name, the questions and the messages. */
  name: string;
  list: ListModel<Row>;
  columns: Record<string, ColumnSpec<Row>>;
}) {
  const audit = useAuditDiscount();
  const mayAudit = useMayCall(auditDiscount);
  const supplier = useSupplierColumn<Row>();
  const [rejecting, setRejecting] = useState<Row>();
  const approve = async (rows: Row[]) => {
    const which = rows.length === 1 ? `“${rows[0]?.goodsName}”的` : `选中的 ${rows.length} 个`;
    const message = `确定通过${which}${name}吗？通过后商城即按此价格销售。`;
    if (!(await confirm({ title: `审核${name}`, message }))) return;
    await audit.mutateAsync({ body: { discountIds: rows.map((row) => row.id), auditStatus: 2 } });
    toast.success('已审核通过');
  };
  const actions: ColumnSpec<Row> = {
    header: '操作',
    cell: (row) => (
      <RowActions
        actions={[
          { label: '通过', hidden: !mayAudit || !waiting(row), onClick: () => approve([row]) },
          { label: '驳回', danger: true, hidden: !mayAudit || !waiting(row), onClick: () => setRejecting(row) },
        ]}
      />
    ),
  };
  return (
    <>
      <ListPage
        label={`${name}列表`}
        list={list}
        columns={discountColumns(columns, actions, supplier)}
        batchActions={
          mayAudit
            ? (rows) => (
                <Button size="sm" disabled={!rows.every(waiting)} onClick={() => approve(rows)}>
                  批量通过
                </Button>
              )
            : undefined
        }
      />
      {rejecting && (
        <RefuseDialog
          action="驳回"
          title={`驳回${name}：${rejecting.goodsName}`}
          warning="驳回后供应商可修改价格并重新提交审核。"
          onRefuse={(auditRemark) =>
            audit.mutateAsync({ body: { discountIds: [rejecting.id], auditStatus: 3, auditRemark } })
          }
          onClose={() => setRejecting(undefined)}
        />
      )}
    </>
  );
}

/** 促销管理: the suppliers' promotion prices. */
export function PromotionReviewPage() {
  const list = useList(getPromotionPrice, discountReviewFilters, { labels: useSupplierLabels() });
  return <DiscountReviewPage name="促销价" list={list} columns={promotionColumns} />;
}

/** 团购管理: the suppliers' group-buy (wholesale) prices. */
export function GroupReviewPage() {
  const list = useList(getWholesalePrice, discountReviewFilters, { labels: useSupplierLabels() });
  return <DiscountReviewPage name="团购价" list={list} columns={wholesaleColumns} />;
}

/** 阶梯价管理: the suppliers' ladder prices. */
export function LadderReviewPage() {
  const list = useList(getLadderPrice, discountReviewFilters, { labels: useSupplierLabels() });
  return <DiscountReviewPage name="阶梯价" list={list} columns={ladderColumns} />;
}
