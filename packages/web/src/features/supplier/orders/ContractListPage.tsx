import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { getSupplierOrderContractPageQueryOptions } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { contractSignLabels } from './labels.ts';

type Contract = components['schemas']['OrderContract'];
const column = createColumns<Contract>();
const columns = [
  column.accessor('contractNo', { header: '合同编号' }),
  column.accessor('contractName', { header: '合同名称' }),
  column.accessor('orderNo', { header: '订单编号' }),
  column.accessor('projectName', { header: '项目名称' }),
  column.accessor('purchaserName', { header: '采购单位' }),
  column.accessor('amount', { header: '合同金额', cell: (c) => formatMoney(c.getValue()), meta: { align: 'right' } }),
  column.accessor('signStatus', { header: '签署状态', cell: (c) => labelOf(contractSignLabels, c.getValue()) }),
  column.accessor('signTime', { header: '签署时间', cell: (c) => formatDateTime(c.getValue()) }),
  column.accessor('createTime', { header: '创建时间', cell: (c) => formatDateTime(c.getValue()) }),
  column.accessor('file', {
    header: '合同文件',
    cell: (c) => {
      const file = c.getValue();
      return (
        file?.url && (
          <a href={file.url} target="_blank" rel="noreferrer" className="text-brand hover:underline">
            {file.submittedFileName}
          </a>
        )
      );
    },
  }),
];

/** 供应商合同: contracts drawn up for this supplier's orders and their signature state. */
export function ContractListPage() {
  const list = useListSearch();
  const { contractNo, orderNo, signStatus } = list.filters;
  const query = useQuery({
    ...getSupplierOrderContractPageQueryOptions({
      query: {
        pageNum: list.page.current,
        pageSize: list.page.size,
        contractNo,
        orderNo,
        signStatus: signStatus === undefined ? undefined : (Number(signStatus) as 0 | 1 | 2),
      },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      label="合同列表"
      list={list}
      filters={[
        { name: 'contractNo', label: '合同编号' },
        { name: 'orderNo', label: '订单编号' },
        { type: 'select', name: 'signStatus', label: '签署状态', options: optionsOf(contractSignLabels) },
      ]}
      columns={columns}
      {...tableQuery(query)}
    />
  );
}
