import { type components, pagePaperInvoices, postPaperInvoice } from '@zc/sdk';
import { paperInvoiceInvoiceTypeLabels, paperInvoiceStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierLabels } from '../../shared/suppliers.tsx';
import { paperFilters } from './filters.ts';
import { PostPaperDialog, SignPaperDialog } from './PaperDialogs.tsx';

type Paper = components['schemas']['PaperInvoice'];

/** A name over its number or time, so the posting columns stay narrow. */
const TwoLines = ({ first, second }: { first?: string; second: string }) => (
  <div className="whitespace-nowrap">
    {first}
    <div className="text-xs text-slate-500">{second}</div>
  </div>
);

/** 纸质发票: the paper invoices of orders; the administrator records each one's posting and signature. */
export function PaperInvoicePage() {
  const list = useList(pagePaperInvoices, paperFilters, { labels: useSupplierLabels() });
  const mayPost = useMayCall(postPaperInvoice);
  const [acting, setActing] = useState<{ paper: Paper; move: 'post' | 'sign' }>();
  const close = () => setActing(undefined);
  const columns = columnsOf<Paper>({
    invoiceNo: '发票号码',
    invoiceType: ['发票类型', paperInvoiceInvoiceTypeLabels],
    invoiceAmount: ['发票金额', 'money'],
    orderNo: '订单编号',
    supplierName: '供应商',
    purchaserName: '采购单位',
    status: ['邮寄状态', paperInvoiceStatusLabels],
    express: {
      header: '快递',
      cell: (paper) => paper.expressNo && <TwoLines first={paper.expressCompany} second={paper.expressNo} />,
    },
    sign: {
      header: '签收',
      cell: (paper) =>
        paper.signTime && <TwoLines first={paper.signUserName} second={formatDateTime(paper.signTime)} />,
    },
    actions: {
      header: '操作',
      cell: (paper) => (
        <RowActions
          actions={[
            {
              label: '邮寄',
              hidden: !mayPost || paper.status !== 0,
              onClick: () => setActing({ paper, move: 'post' }),
            },
            {
              label: '签收',
              hidden: !mayPost || paper.status !== 1,
              onClick: () => setActing({ paper, move: 'sign' }),
            },
          ]}
        />
      ),
    },
  });
  return (
    <>
      <ListPage label="纸质发票列表" list={list} columns={columns} />
      {acting?.move === 'post' && <PostPaperDialog paper={acting.paper} onClose={close} />}
      {acting?.move === 'sign' && <SignPaperDialog paper={acting.paper} onClose={close} />}
    </>
  );
}
