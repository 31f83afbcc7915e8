import { addPurchaseBranch, deletePurchaseBranch, pagePurchaseBranches, updatePurchaseBranch } from '@zc/sdk';
import { procurementBranchIsShowLabels } from '@zc/sdk/labels';
import { procurementBranchFormSchema } from '@zc/sdk/schemas';
import { labelsOf, usePurchaserOrgOptions } from '@/features/admin/shared/pickers.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { BranchFormDialog } from './BranchFormDialog.tsx';
import { branchFilters } from './filters.ts';
import { branchKinds } from './kinds.ts';

/** The branches of purchasing units of one kind: 采购分支机构 or 附属分支机构. */
function BranchListPage({ branchType }: { branchType: 1 | 2 }) {
  const kind = branchKinds[branchType];
  const list = useList(pagePurchaseBranches, branchFilters, {
    query: { branchType },
    labels: { orgId: labelsOf(usePurchaserOrgOptions()) },
  });
  return (
    <CrudListPage
      kind={kind}
      list={list}
      nameOf={(branch) => branch.branchName}
      calls={{ add: addPurchaseBranch, edit: updatePurchaseBranch, remove: deletePurchaseBranch }}
      toggle={{ field: 'isShow', schema: procurementBranchFormSchema, labels: ['显示', '隐藏'] }}
      batchRemove
      columns={{
        branchName: '机构名称',
        branchCode: '机构编码',
        orgName: '采购单位',
        contactName: '联系人',
        contactPhone: '联系电话',
        address: '地址',
        sort: '排序',
        isShow: ['购物车中', procurementBranchIsShowLabels],
      }}
      form={(editing, close) => <BranchFormDialog branch={editing} branchType={branchType} onClose={close} />}
    />
  );
}

/** 采购分支机构: the units' branches that buy for themselves. */
export const ProcurementBranchPage = () => <BranchListPage branchType={1} />;
/** 所属分支机构: the units' affiliated branches. */
export const AffiliateBranchPage = () => <BranchListPage branchType={2} />;
