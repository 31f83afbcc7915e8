import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import type { ProjectKind } from './kinds.ts';
import { contractStatusLabels } from './labels.ts';
import { moneyColumn } from './ProjectSheet.tsx';

type Contract = components['schemas']['ProjectContract'];
const column = createColumns<Contract>();

/** 竞价合同 / 反拍合同 / 拍卖合同: the contracts made from this supplier's results, with their state. */
export function ProjectContractPage({ kind }: { kind: ProjectKind }) {
  const list = useListSearch();
  const { projectName, contractNo, status } = list.filters;
  const query = useQuery({
    ...kind.contracts({
      current: list.page.current,
      size: list.page.size,
      projectName,
      contractNo,
      status: status === undefined ? undefined : (Number(status) as Contract['status']),
    }),
    placeholderData: keepPreviousData,
  });
  const columns = [
    column.accessor('contractNo', { header: '合同编号' }),
    column.accessor('projectName', {
      header: '项目名称',
      cell: ({ row, getValue }) => (
        <Link to="/view-bid" search={{ id: row.original.projectId }} className="text-brand hover:underline">
          {getValue()}
        </Link>
      ),
    }),
    column.accessor('purchaserOrgName', { header: kind.better === 'higher' ? '拍卖单位' : '采购单位' }),
    column.accessor('contractAmount', {
      header: '合同金额',
      ...moneyColumn,
    }),
    column.accessor('status', { header: '合同状态', cell: (cell) => labelOf(contractStatusLabels, cell.getValue()) }),
    column.accessor('signTime', { header: '签订时间', cell: (cell) => formatDateTime(cell.getValue()) }),
    column.accessor('createTime', { header: '创建时间', cell: (cell) => formatDateTime(cell.getValue()) }),
    column.display({
      id: 'files',
      header: '合同文件',
      cell: ({ row }) =>
        row.original.files?.map((file) => (
          <a key={file.id} href={file.url} target="_blank" rel="noreferrer" className="mr-2 text-brand hover:underline">
            {file.submittedFileName}
          </a>
        )),
    }),
  ];
  return (
    <ListPage
      label={`${kind.word}合同`}
      list={list}
      filters={[
        { name: 'projectName', label: '项目名称' },
        { name: 'contractNo', label: '合同编号' },
        { type: 'select', name: 'status', label: '合同状态', options: optionsOf(contractStatusLabels) },
      ]}
      columns={columns}
      {...tableQuery(query)}
    />
  );
}
