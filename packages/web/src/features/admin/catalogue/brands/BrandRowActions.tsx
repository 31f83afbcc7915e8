import { auditBrand, type components, deleteBrand, updateBrand } from '@zc/sdk';
import { useDeleteBrand, useUpdateBrand } from '@zc/sdk/react';
import { brandFormSchema } from '@zc/sdk/schemas';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { bodyOf } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Brand = components['schemas']['Brand'];

interface BrandRowActionsProps {
  brand: Brand;
  onEdit: (brand: Brand) => void;
  onReview: (brand: Brand) => void;
}

/** 审核 (a brand waiting for review), 编辑, 展示/隐藏 (an approved brand) and 删除 after asking. */
export function BrandRowActions({ brand, onEdit, onReview }: BrandRowActionsProps) {
  const update = useUpdateBrand();
  const remove = useDeleteBrand();
  const [mayAudit, mayEdit, mayRemove] = [useMayCall(auditBrand), useMayCall(updateBrand), useMayCall(deleteBrand)];
  const show = async (on: boolean) => {
    await update.mutateAsync({ body: { ...bodyOf(brandFormSchema, brand), id: brand.id, isShow: on ? 1 : 0 } });
    toast.success(on ? '已展示' : '已隐藏');
  };
  const removeAsked = async () => {
    const asked = { title: '删除品牌', message: `确定删除品牌“${brand.name}”吗？删除后不可恢复。` };
    if (!(await confirm({ ...asked, confirmText: '删除', danger: true }))) return;
    await remove.mutateAsync({ path: { id: brand.id } });
    toast.success('已删除');
  };
  return (
    <RowActions
      inline={3}
      actions={[
        { label: '审核', onClick: () => onReview(brand), hidden: !mayAudit || brand.auditStatus !== 0 },
        { label: '编辑', onClick: () => onEdit(brand), hidden: !mayEdit },
        {
          label: brand.isShow === 1 ? '隐藏' : '展示',
          onClick: () => show(brand.isShow !== 1),
          hidden: !mayEdit || brand.auditStatus !== 1,
        },
        { label: '删除', danger: true, onClick: removeAsked, hidden: !mayRemove },
      ]}
    />
  );
}
