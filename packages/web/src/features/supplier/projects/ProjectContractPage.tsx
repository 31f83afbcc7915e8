import type { components } from '@zc/sdk';
import { contractStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { ContractDialog } from '@/features/projects/ContractDialog.tsx';
import { settlements } from '@/features/projects/modes.ts';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { FileLink } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { contractFilters } from './filters.ts';
import type { ProjectKind } from './kinds.ts';
import { ProjectLink } from './ProjectLink.tsx';

type Contract = components['schemas']['ProjectContract'];

/**
 * 竞价合同 / 反拍合同 / 拍卖合同: the contracts made from this supplier's results, with their state; each read in full,
 * with the purchaser's countersignature and the payments made on it.
 */
export function ProjectContractPage({ kind }: { kind: ProjectKind }) {
  const list = useList(kind.contractList, contractFilters, { query: kind.ofKind });
  const [reading, setReading] = useState<Contract>();
  const columns = columnsOf<Contract>({
    contractNo: '合同编号',
    projectName: {
      header: '项目名称',
      cell: (contract) => (
        <ProjectLink to="/view-bid" id={contract.projectId}>
          {contract.projectName}
        </ProjectLink>
      ),
    },
    purchaserOrgName: kind.orgWord,
    contractAmount: ['合同金额', 'money'],
    status: ['合同状态', contractStatusLabels],
    countersignUserName: '会签人',
    signTime: ['双方签订时间', 'dateTime'],
    createTime: ['创建时间', 'dateTime'],
    files: {
      header: '合同文件',
      cell: (contract) =>
        contract.files?.map((file) => (
          <span key={file.id} className="mr-2">
            <FileLink file={file} />
          </span>
        )),
    },
    actions: {
      header: '操作',
      cell: (contract) => <RowActions actions={[{ label: '查看', onClick: () => setReading(contract) }]} />,
    },
  });
  return (
    <>
      <ListPage label={`${kind.word}合同`} list={list} columns={columns} />
      {reading && (
        <ContractDialog mode={settlements[kind.id]} contract={reading} onClose={() => setReading(undefined)} />
      )}
    </>
  );
}
