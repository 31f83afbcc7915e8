import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { picketageHisActionLabels } from '@zc/sdk/labels';
import {
  getProjectOrderInfoQueryOptions,
  listPicketageHistoryQueryOptions,
  useConfirmPicketageResult,
} from '@zc/sdk/react';
import { useState } from 'react';
import { formatMoney } from '@/shared/format/money.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { kindOfType, type Project, type ProjectKind } from './kinds.ts';
import { ContractDialog, RejectDialog } from './PicketageDialogs.tsx';
import { ProjectFacts, StaticTable, WithProject } from './ProjectSheet.tsx';
import { projectChoosers } from './project-choosers.ts';

type Schemas = components['schemas'];

/**
 * 成交结果 (/view-bid): the goods the supplier won in a project and the picketage results chosen for it; the supplier
 * accepts or declines a result, and makes the contract of an accepted one.
 */
export function DealResultPage() {
  return <WithProject chooser={projectChoosers.decided}>{(id) => <DealResult projectId={id} />}</WithProject>;
}

function DealResult({ projectId }: { projectId: string }) {
  const query = useQuery(getProjectOrderInfoQueryOptions({ path: { id: projectId } }));
  return (
    <QueryState query={query}>
      {(project) => {
        const kind = kindOfType(project.projectType);
        return (
          <div className="flex flex-col gap-3">
            <ProjectFacts kind={kind} project={project} />
            <DealGoods kind={kind} projectId={projectId} />
            <Picketages kind={kind} project={project} />
          </div>
        );
      }}
    </QueryState>
  );
}

function DealGoods({ kind, projectId }: { kind: ProjectKind; projectId: string }) {
  const query = useQuery(kind.dealGoods(projectId));
  const columns = columnsOf<Schemas['DealGoods']>({
    goodsName: '商品名称',
    spec: '规格型号',
    brandName: '品牌',
    unit: '单位',
    quantity: { header: '数量', align: 'right' },
    dealUnitPrice: ['成交单价', 'money'],
    dealTotalPrice: ['成交金额', 'money'],
    supplierName: kind.better === 'higher' ? '买受人' : '成交供应商',
  });
  return <StaticTable label="成交商品" columns={columns} query={query} emptyText="暂无成交商品" />;
}

/** One picketage result of this supplier: its latest step in the picketage history, which says how it stands. */
type Result = Schemas['PicketageHis'] & { picketageId: string };

/** Each picketage result's latest step, newest result first (the history comes oldest first). */
function resultsOf(history: Schemas['PicketageHis'][]): Result[] {
  const latest = new Map<string, Result>();
  for (const step of history)
    if (step.picketageId) latest.set(step.picketageId, { ...step, picketageId: step.picketageId });
  return [...latest.values()].reverse();
}

/**
 * The picketage results naming this supplier. No supplier call reads picketages themselves (getProjectAndPicketageInfo
 * is the purchaser's), so they are read from the picketage history (tPurchaseBidPicketageHis), which shows a supplier
 * the steps of its own results: a result chosen and approved awaits its answer; a confirmed one awaits its contract.
 */
function Picketages({ kind, project }: { kind: ProjectKind; project: Project }) {
  const query = useQuery(listPicketageHistoryQueryOptions({ path: { id: project.id } }));
  const accept = useConfirmPicketageResult();
  const [dialog, setDialog] = useState<{ action: 'reject' | 'contract'; result: Result }>();
  const decided = project.status === 10;

  const acceptResult = async (result: Result) => {
    const confirmed = await confirm({
      title: '确认定标结果',
      message: `确认以 ${formatMoney(result.dealAmount)} 元成交吗？确认后可生成合同。`,
    });
    if (!confirmed) return;
    await accept.mutateAsync({ body: { projectId: result.projectId, picketageId: result.picketageId } }).then(
      () => toast.success('已确认定标结果'),
      () => {},
    );
  };

  const columns = columnsOf<Result>({
    dealAmount: ['成交金额', 'money'],
    action: ['最新进展', picketageHisActionLabels],
    operatorName: '操作人',
    opinion: '意见',
    createTime: ['时间', 'dateTime'],
    // The supplier's button list has no picketage permission of its own: answering a result is part of bidding.
    actions: {
      header: '操作',
      cell: (result) =>
        decided && (
          <Permission value="bid:save">
            <span className="flex gap-2 whitespace-nowrap">
              {(result.action === 1 || result.action === 2) && (
                <>
                  <Button variant="text" size="sm" onClick={() => acceptResult(result)}>
                    确认
                  </Button>
                  <Button variant="text" size="sm" onClick={() => setDialog({ action: 'reject', result })}>
                    拒绝
                  </Button>
                </>
              )}
              {result.action === 4 && (
                <Button variant="text" size="sm" onClick={() => setDialog({ action: 'contract', result })}>
                  生成合同
                </Button>
              )}
            </span>
          </Permission>
        ),
    },
  });
  const close = () => setDialog(undefined);
  const result = dialog?.result;
  const target = result && { id: result.picketageId, projectId: result.projectId, dealAmount: result.dealAmount };
  return (
    <>
      <StaticTable
        label="定标结果"
        columns={columns}
        query={{ ...query, data: query.data && resultsOf(query.data) }}
        emptyText="暂无本单位的定标结果"
      />
      {target && dialog.action === 'reject' && <RejectDialog picketage={target} onClose={close} />}
      {target && dialog.action === 'contract' && <ContractDialog kind={kind} picketage={target} onClose={close} />}
    </>
  );
}
