import type { components } from '@zc/sdk';
import { procurementBranchFormIsShowLabels } from '@zc/sdk/labels';
import { useAddPurchaseBranch, useUpdatePurchaseBranch } from '@zc/sdk/react';
import { procurementBranchFormSchema } from '@zc/sdk/schemas';
import { PurchaserOrgField } from '@/features/admin/shared/pickers.tsx';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { branchKinds } from './kinds.ts';

type Branch = components['schemas']['ProcurementBranch'];

const branchSchema = procurementBranchFormSchema
  .omit({ id: true, branchType: true })
  .extend({ isShow: chosen(procurementBranchFormSchema.shape.isShow) });

/** A branch of a purchasing unit, of the page's kind; shown ones are offered in the buyers' carts. */
export function BranchFormDialog({
  branch,
  branchType,
  onClose,
}: {
  branch: Branch | 'new';
  branchType: 1 | 2;
  onClose: () => void;
}) {
  const kind = branchKinds[branchType];
  const add = useAddPurchaseBranch();
  const update = useUpdatePurchaseBranch();
  const withType = (save: { mutateAsync: (input: { body: never }) => Promise<unknown> }) => ({
    mutateAsync: ({ body }: { body: object }) => save.mutateAsync({ body: { ...body, branchType } as never }),
  });
  return (
    <RecordFormDialog
      kind={kind}
      record={branch}
      schema={branchSchema}
      fresh={{ isShow: 1, sort: 0 }}
      add={withType(add)}
      update={withType(update)}
      width="w-[600px]"
      onClose={onClose}
    >
      {(form) => (
        <>
          <PurchaserOrgField form={form} name="orgId" label="采购单位" required />
          <TextField form={form} name="branchName" label="机构名称" required />
          <TextField form={form} name="branchCode" label="机构编码" />
          <TextField form={form} name="contactName" label="联系人" />
          <TextField form={form} name="contactPhone" label="联系电话" />
          <TextField form={form} name="address" label="地址" />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <SelectField
            form={form}
            name="isShow"
            label="购物车中"
            options={optionsOf(procurementBranchFormIsShowLabels)}
          />
        </>
      )}
    </RecordFormDialog>
  );
}
