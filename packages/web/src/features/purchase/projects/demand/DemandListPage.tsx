import { useNavigate } from '@tanstack/react-router';
import { type components, listPurchasePlans } from '@zc/sdk';
import { type ModeId, modes } from '@/features/purchase/projects/modes.ts';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { demandFilters } from '../filters.ts';

type Plan = components['schemas']['PurchasePlan'];

/** {mode}需求列表: the approved plans of the mode, each started as a project of its goods in one click. */
export function DemandListPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const navigate = useNavigate();
  const list = useList(listPurchasePlans, demandFilters, { query: { status: 2, purchaseType: mode.planType } });
  const columns = columnsOf<Plan>({
    planNo: '计划编号',
    planName: '计划名称',
    deptName: '部门',
    applicantName: '申请人',
    planAmount: ['计划金额', 'money'],
    usedAmount: ['已用金额', 'money'],
    startDate: ['开始日期', 'date'],
    endDate: ['结束日期', 'date'],
    actions: {
      header: '操作',
      cell: (plan) => (
        <Button variant="text" size="sm" onClick={() => navigate({ to: mode.routes.add, search: { planId: plan.id } })}>
          发起{mode.word}
        </Button>
      ),
    },
  });
  return <ListPage label={`${mode.word}需求列表`} list={list} columns={columns} />;
}
