import { type components, countersignProjectContract, pagePurchaserProjectContracts } from '@zc/sdk';
import { contractStatusLabels } from '@zc/sdk/labels';
import { useCountersignProjectContract } from '@zc/sdk/react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { contractFilters } from '../filters.ts';
import { type ModeId, modes } from '../modes.ts';

type Contract = components['schemas']['ProjectContract'];

/** {mode}合同: the contracts the winners signed, countersigned here; what finance has paid of each. */
export function ContractListPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const list = useList(pagePurchaserProjectContracts, contractFilters, { query: { projectType: mode.projectType } });
  const countersign = useCountersignProjectContract();
  const columns = columnsOf<Contract>({
    contractNo: '合同编号',
    projectName: '项目名称',
    supplierName: mode.projectType === 3 ? '竞得人' : '中标供应商',
    contractAmount: ['合同金额', 'money'],
    paidAmount: ['已付金额', 'money'],
    status: ['合同状态', contractStatusLabels],
    signTime: ['双方签订时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (contract) =>
        contract.status === 1 && (
          <IfAllowed call={countersignProjectContract}>
            <Button
              variant="text"
              size="sm"
              disabled={countersign.isPending}
              onClick={async () => {
                await countersign.mutateAsync({ path: { id: contract.id } });
                toast.success('合同已会签，双方签订完成');
              }}
            >
              会签
            </Button>
          </IfAllowed>
        ),
    },
  });
  return <ListPage label={`${mode.word}合同`} list={list} columns={columns} />;
}
