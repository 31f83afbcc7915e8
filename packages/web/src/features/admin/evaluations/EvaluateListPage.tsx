import { adminQueryEvaluateList, type components } from '@zc/sdk';
import { evaluateHiddenLabels } from '@zc/sdk/labels';
import { evaluateScoreLabels } from '@/features/evaluation/scores.ts';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { useEvaluationActions } from './evaluation-actions.tsx';
import { adminEvaluateFilters } from './filters.ts';

type Evaluate = components['schemas']['Evaluate'];

/** Every evaluation of the platform, or of agreement goods only (itemType 4), with hiding and the platform's reply. */
function EvaluateList({ itemType }: { itemType?: 4 }) {
  const list = useList(adminQueryEvaluateList, adminEvaluateFilters, {
    query: itemType ? { itemType } : {},
    labels: useSupplierLabels(),
  });
  const actions = useEvaluationActions();
  const columns = columnsOf<Evaluate>({
    orderNo: '订单编号',
    // Whether the mall shows it first after the number, so that it stays in sight on a narrow screen.
    isHidden: ['商城显示', evaluateHiddenLabels],
    goodsName: '商品名称',
    supplierName: '供应商',
    score: ['综合评分', evaluateScoreLabels],
    content: '评价内容',
    purchaserName: '采购单位',
    createTime: ['评价时间', 'dateTime'],
    platformReply: '平台回复',
    actions: {
      header: '操作',
      className: 'whitespace-nowrap',
      cell: (row) => <RowActions inline={3} actions={actions.actionsOf(row)} />,
    },
  });
  return (
    <>
      <ListPage label="评价列表" list={list} columns={columns} />
      {actions.dialogs}
    </>
  );
}

/** 评价管理 (/admin-evaluate). */
export const EvaluateListPage = () => <EvaluateList />;
/** 协议评价 (/admin-agreement-evaluate). */
export const AgreementEvaluateListPage = () => <EvaluateList itemType={4} />;
