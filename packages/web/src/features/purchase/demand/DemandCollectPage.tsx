import { useQuery } from '@tanstack/react-query';
import { type components, listDemandsToCollect } from '@zc/sdk';
import { demandStatusLabels } from '@zc/sdk/labels';
import { getDemandSubmitTotalQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { formatMoney } from '@/shared/format/money.ts';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { BackDialog, SplitDialog } from './CollectDialogs.tsx';
import { DemandLink } from './DemandLink.tsx';
import { collectFilters } from './filters.ts';

type Demand = components['schemas']['OrderDemand'];

/** 需求汇总: the organisation's demand orders; tick some to order them split by supplier, or send them back. */
export function DemandCollectPage() {
  const list = useList(listDemandsToCollect, collectFilters);
  const total = useQuery(getDemandSubmitTotalQueryOptions({ query: list.params }));
  const [open, setOpen] = useState<{ kind: 'split' | 'back'; demands: Demand[] }>();
  const columns = columnsOf<Demand>({
    demandNo: { header: '需求单号', cell: (demand) => <DemandLink demandNo={demand.demandNo} /> },
    demandName: '需求名称',
    deptName: '需求部门',
    applicantName: '申请人',
    goodsCount: '商品数量',
    totalPrice: ['需求金额', 'money'],
    expectDate: '期望到货日期',
    status: ['需求状态', demandStatusLabels],
    createTime: ['提交时间', 'dateTime'],
  });
  const close = () => setOpen(undefined);
  return (
    <>
      <ListPage
        label="需求汇总"
        list={list}
        columns={columns}
        toolbar={
          total.data && (
            <span className="text-sm text-slate-600">
              共 {total.data.demandCount} 个需求单，商品 {total.data.goodsCount} 件，合计{' '}
              {formatMoney(total.data.totalPrice)}
            </span>
          )
        }
        batchActions={(demands) => (
          <>
            <Button variant="primary" size="sm" onClick={() => setOpen({ kind: 'split', demands })}>
              汇总下单
            </Button>
            <Button size="sm" onClick={() => setOpen({ kind: 'back', demands })}>
              退回
            </Button>
          </>
        )}
      />
      {open?.kind === 'split' && <SplitDialog demands={open.demands} onClose={close} />}
      {open?.kind === 'back' && <BackDialog demands={open.demands} onClose={close} />}
    </>
  );
}
