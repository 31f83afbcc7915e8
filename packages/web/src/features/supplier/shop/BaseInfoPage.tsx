import { useQuery } from '@tanstack/react-query';
import {
  enabledFlagLabels,
  orgAuditStatusLabels,
  orgTypeLabels,
  supplierAuditStatusLabels,
  supplierTypeLabels,
  taxpayerTypeLabels,
} from '@zc/sdk/labels';
import { getOrgByIdQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { BankDialog, BaseInfoDialog } from './SupplierDialogs.tsx';
import { mySupplierQuery } from './supplier-query.ts';

/** 基本信息: the supplier company as the platform knows it, its organisation, and editing its data and bank account. */
export function BaseInfoPage() {
  const query = useQuery(mySupplierQuery);
  const [editing, setEditing] = useState<'base' | 'bank'>();
  return (
    <QueryState query={query}>
      {(supplier) => (
        <div className="flex flex-col gap-3">
          <Details
            title="企业信息"
            actions={
              <Button size="sm" variant="primary" onClick={() => setEditing('base')}>
                编辑基本信息
              </Button>
            }
            items={[
              { label: '企业名称', value: supplier.orgNameZh, span: 2 },
              { label: '企业简称', value: supplier.shortName },
              { label: '统一社会信用代码', value: supplier.creditCode },
              { label: '供应商类型', value: labelOf(supplierTypeLabels, supplier.supplierType) },
              { label: '法定代表人', value: supplier.legalPerson },
              {
                label: '注册资本',
                value: supplier.registeredCapital === undefined ? undefined : `${supplier.registeredCapital} 万元`,
              },
              { label: '成立日期', value: formatDate(supplier.establishDate) },
              { label: '纳税人类型', value: labelOf(taxpayerTypeLabels, supplier.taxpayerType) },
              { label: '注册地址', value: supplier.address, span: 3 },
              { label: '经营范围', value: supplier.businessScope, span: 3 },
              { label: '联系人', value: supplier.contactName },
              { label: '联系电话', value: supplier.contactPhone },
              { label: '电子邮箱', value: supplier.email },
              { label: '审核状态', value: labelOf(supplierAuditStatusLabels, supplier.auditStatus) },
              { label: '审核时间', value: formatDateTime(supplier.auditTime) },
              { label: '审核意见', value: supplier.auditRemark },
            ]}
          />
          <Details
            title="银行账户"
            actions={
              <Button size="sm" onClick={() => setEditing('bank')}>
                编辑银行账户
              </Button>
            }
            items={[
              { label: '开户银行', value: supplier.bankName },
              { label: '开户名称', value: supplier.bankAccountName },
              { label: '银行账号', value: supplier.bankAccount },
              { label: '联行号', value: supplier.bankBranchNo },
            ]}
          />
          <OrgDetails id={supplier.id} />
          {editing === 'base' && <BaseInfoDialog supplier={supplier} onClose={() => setEditing(undefined)} />}
          {editing === 'bank' && <BankDialog supplier={supplier} onClose={() => setEditing(undefined)} />}
        </div>
      )}
    </QueryState>
  );
}

/** The supplier's organisation (its id is the supplier's): account and standing on the platform. */
function OrgDetails({ id }: { id: string }) {
  const query = useQuery(getOrgByIdQueryOptions({ path: { id } }));
  return (
    <QueryState query={query}>
      {(org) => (
        <Details
          title="组织信息"
          items={[
            { label: '组织名称', value: org.orgNameZh, span: 2 },
            { label: '组织编码', value: org.orgCode },
            { label: '组织类型', value: labelOf(orgTypeLabels, org.orgType) },
            { label: '组织审核状态', value: labelOf(orgAuditStatusLabels, org.auditStatus) },
            { label: '组织状态', value: labelOf(enabledFlagLabels, org.status) },
          ]}
        />
      )}
    </QueryState>
  );
}
