import { auditBrand, type components, deleteBrand, updateBrand } from '@zc/sdk';
import { useAuditBrand, useDeleteBrand, useUpdateBrand } from '@zc/sdk/react';
import { brandFormSchema } from '@zc/sdk/schemas';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { bodyOf } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { type Decision, useReviewDecision } from '../../shared/review-decision.tsx';
import { brandRefusalReason } from './brand-forms.ts';

type Brand = components['schemas']['Brand'];

/**
 * The review of proposed brands: 通过, confirmed (the brand is then offered to every supplier), or 驳回 with the reason
 * the proposing supplier reads.
 */
export function useBrandReview() {
  const audit = useAuditBrand();
  const review = useReviewDecision<Brand>({
    noun: '品牌',
    unit: '个',
    applicant: '供应商',
    nameOf: (brand) => brand.name,
  });
  const approve: Decision<Brand> = {
    action: '审核通过',
    warning: '通过后所有供应商均可选用该品牌。',
    call: (brand) => audit.mutateAsync({ body: { id: brand.id, auditStatus: 1 } }),
  };
  const refuse: Decision<Brand> = {
    action: '驳回',
    reason: { label: '驳回原因', schema: brandRefusalReason },
    call: (brand, auditRemark) => audit.mutateAsync({ body: { id: brand.id, auditStatus: 2, auditRemark } }),
  };
  return {
    approve: (brands: Brand[]) => review.decide(approve, brands),
    refuse: (brand: Brand) => review.decide(refuse, [brand]),
    dialogs: review.dialogs,
  };
}

interface BrandRowActionsProps {
  brand: Brand;
  onEdit: (brand: Brand) => void;
  review: ReturnType<typeof useBrandReview>;
}

/** 通过 and 驳回 (a brand waiting for review), 编辑, 展示/隐藏 (an approved brand) and 删除 after asking. */
export function BrandRowActions({ brand, onEdit, review }: BrandRowActionsProps) {
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
      inline={4}
      actions={[
        { label: '通过', onClick: () => review.approve([brand]), hidden: !mayAudit || brand.auditStatus !== 0 },
        {
          label: '驳回',
          danger: true,
          onClick: () => review.refuse(brand),
          hidden: !mayAudit || brand.auditStatus !== 0,
        },
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
