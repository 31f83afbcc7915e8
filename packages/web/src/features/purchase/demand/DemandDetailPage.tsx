import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { demandStatusLabels } from '@zc/sdk/labels';
import { listDemandsToCollectQueryOptions } from '@zc/sdk/react';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { notFound, QueryState } from '@/shared/ui/QueryState.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { demandChooser } from './choosers.ts';

type Demand = components['schemas']['OrderDemand'];

/** One demand order by its number: who needs what by when, its goods and state (需求详情, 需求订单详情). */
export function DemandDetailPage() {
  // The page of three routes (需求详情, 需求订单详情, 需求汇总订单详情) of one search, `?demandNo=`.
  const { demandNo } = usePageSearch('/purchase/demand-detail');
  return (
    <ChooseRecord id={demandNo} chooser={demandChooser}>
      {(demandNo) => <DemandDetail demandNo={demandNo} />}
    </ChooseRecord>
  );
}

function DemandDetail({ demandNo }: { demandNo: string }) {
  // No call reads one demand order: the organisation's list narrowed to its number holds it with its goods.
  const query = useQuery({
    ...listDemandsToCollectQueryOptions({ query: { demandNo, pageNum: 1, pageSize: 10 } }),
    select: (page) => {
      const demand = page.records.find((row) => row.demandNo === demandNo);
      if (!demand) throw notFound('需求单不存在');
      return demand;
    },
  });
  return (
    <QueryState query={query}>
      {(demand: Demand) => (
        <div className="flex flex-col gap-3">
          <Details
            title="需求信息"
            items={[
              { label: '需求单号', value: demand.demandNo },
              { label: '需求名称', value: demand.demandName },
              { label: '需求状态', value: demandStatusLabels[demand.status] },
              { label: '需求单位', value: demand.purchaserName },
              { label: '需求部门', value: demand.deptName },
              { label: '申请人', value: demand.applicantName },
              { label: '联系电话', value: demand.contactPhone },
              { label: '期望到货日期', value: demand.expectDate },
              { label: '需求金额', value: formatMoney(demand.totalPrice) },
              { label: '提交时间', value: demand.createTime },
              { label: '退回原因', value: demand.backReason },
              { label: '备注', value: demand.remark, span: 3 },
            ]}
          />
          <TableSection
            label="需求商品"
            records={demand.items ?? []}
            columns={columnsOf<components['schemas']['OrderDemandItem']>({
              goodsName: '商品名称',
              spec: '规格型号',
              brandName: '品牌',
              unit: '单位',
              supplierName: '供应商',
              price: ['单价', 'money'],
              buyNum: '数量',
              amount: ['金额', 'money'],
            })}
          />
        </div>
      )}
    </QueryState>
  );
}
