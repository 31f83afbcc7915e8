import { addOrg, type components, pageOrgs } from '@zc/sdk';
import { orgAuditStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { AddButton } from '@/shared/ui/Crud/row-actions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { purchasingUnitFilters } from './filters.ts';
import { OrgDialogs, type OrgEdit } from './OrgDialogs.tsx';
import { OrgRowActions } from './OrgRowActions.tsx';

type Org = components['schemas']['Org'];

/** 采购人注册管理: the purchasing units, registered by themselves or added here, with their review state. */
export function PurchaserRegisterPage() {
  const list = useList(pageOrgs, purchasingUnitFilters, { query: { orgType: 2 } });
  const [edit, setEdit] = useState<OrgEdit>();
  const columns = columnsOf<Org>({
    orgNameZh: '单位名称',
    creditCode: '统一社会信用代码',
    contactName: '联系人',
    contactPhone: '联系电话',
    address: '地址',
    auditStatus: ['审核状态', orgAuditStatusLabels],
    remark: '备注',
    createTime: ['注册时间', 'dateTime'],
    actions: { header: '操作', cell: (org) => <OrgRowActions org={org} onEdit={setEdit} /> },
  });
  return (
    <>
      <ListPage
        label="采购单位列表"
        list={list}
        columns={columns}
        toolbar={<AddButton call={addOrg} label="新增采购单位" onClick={() => setEdit({ step: 'add' })} />}
      />
      {edit && <OrgDialogs edit={edit} onClose={() => setEdit(undefined)} />}
    </>
  );
}
