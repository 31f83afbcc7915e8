import { useQuery } from '@tanstack/react-query';
import { afterSaleStatusLabels, afterSaleTypeLabels } from '@zc/sdk/labels';
import { getAfterSaleQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { EMPTY, formatMoney } from '@/shared/format/money.ts';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';

const orEmpty = (value: string | undefined) => value || EMPTY;

/** 售后详情: the request as the server has it now, who applied, on what, and what the supplier and platform said. */
export function AfterSaleDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery(getAfterSaleQueryOptions({ path: { id } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="售后详情" width="w-[900px]">
      <QueryState query={query}>
        {(row) => (
          <div className="flex flex-col gap-3">
            <Details
              title="售后信息"
              items={[
                { label: '售后单号', value: row.afterSaleNo },
                { label: '订单编号', value: orEmpty(row.orderNo) },
                { label: '售后状态', value: labelOf(afterSaleStatusLabels, row.status) },
                { label: '售后类型', value: labelOf(afterSaleTypeLabels, row.afterSaleType) },
                { label: '申请时间', value: formatDateTime(row.createTime) },
                { label: '采购单位', value: orEmpty(row.purchaserName) },
                { label: '申请人', value: orEmpty(row.applicantName) },
                { label: '联系电话', value: orEmpty(row.contactPhone) },
                { label: '供应商', value: orEmpty(row.supplierName) },
              ]}
            />
            <Details
              title="售后商品"
              items={[
                { label: '商品名称', value: row.goodsName, span: 2 },
                { label: 'SKU', value: orEmpty(row.sku) },
                { label: '单价（元）', value: formatMoney(row.price) },
                { label: '购买数量', value: row.buyNum ?? EMPTY },
                { label: '售后数量', value: row.afterSaleNum },
                { label: '退款金额（元）', value: formatMoney(row.refundAmount) },
                { label: '售后原因', value: row.reason, span: 2 },
                { label: '问题描述', value: orEmpty(row.description), span: 3 },
                {
                  label: '凭证图片',
                  span: 3,
                  value: row.images?.length ? (
                    <span className="flex flex-wrap gap-2">
                      {row.images.map((url) => (
                        <Thumbnail key={url} url={url} alt="凭证图片" />
                      ))}
                    </span>
                  ) : (
                    EMPTY
                  ),
                },
              ]}
            />
            <Details
              title="处理记录"
              items={[
                { label: '供应商意见', value: orEmpty(row.supplierRemark), span: 2 },
                { label: '供应商处理时间', value: formatDateTime(row.handleTime) || EMPTY },
                { label: '退货地址', value: orEmpty(row.returnAddress), span: 3 },
                {
                  label: '寄回物流',
                  value: row.returnLogisticsNo ? `${row.returnLogisticsCompany ?? ''} ${row.returnLogisticsNo}` : EMPTY,
                  span: 3,
                },
                { label: '平台意见', value: orEmpty(row.centerRemark), span: 2 },
                { label: '完成时间', value: formatDateTime(row.finishTime) || EMPTY },
              ]}
            />
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
