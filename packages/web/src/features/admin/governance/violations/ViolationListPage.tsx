import { addViolationRecord, type components, pageViolationRecords } from '@zc/sdk';
import {
  violationRecordPenaltyTypeLabels,
  violationRecordStatusLabels,
  violationRecordViolationTypeLabels,
} from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { AddButton } from '@/shared/ui/Crud/row-actions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierColumn } from '../../shared/suppliers.tsx';
import { violationFilters } from './filters.ts';
import { ViolationFormDialog } from './ViolationFormDialog.tsx';
import { ViolationRowActions } from './ViolationRowActions.tsx';

type Violation = components['schemas']['ViolationRecord'];

/** 违规记录: suppliers' violations and their penalties, handled or withdrawn after asking. */
export function ViolationListPage() {
  const list = useList(pageViolationRecords, violationFilters);
  const [editing, setEditing] = useState<Violation | 'new'>();
  const columns = columnsOf<Violation>({
    supplierName: useSupplierColumn<Violation>(),
    violationType: ['违规类型', violationRecordViolationTypeLabels],
    description: '违规描述',
    orderNo: '关联订单/项目',
    penaltyType: ['处罚方式', violationRecordPenaltyTypeLabels],
    deductScore: '扣除分数',
    status: ['处理状态', violationRecordStatusLabels],
    handlerName: '处理人',
    recordTime: ['违规时间', 'dateTime'],
    actions: { header: '操作', cell: (record) => <ViolationRowActions record={record} onEdit={setEditing} /> },
  });
  const toolbar = <AddButton call={addViolationRecord} label="新增违规记录" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="违规记录列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <ViolationFormDialog record={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
