import { useQuery } from '@tanstack/react-query';
import { getSupplierByIdQueryOptions } from '@zc/sdk/react';
import { SupplierMaterials } from '@/features/suppliers/SupplierMaterials.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import type { SupplierReview } from './SupplierReviewActions.tsx';

/** A supplier's registration as the reviewer reads it: the company, its contact and bank, its licence and certificates. */
export function SupplierDetailDialog({
  id,
  review,
  onClose,
}: {
  id: string;
  review: SupplierReview;
  onClose: () => void;
}) {
  const query = useQuery(getSupplierByIdQueryOptions({ path: { id } }));
  const supplier = query.data;
  // The registration closes as a decision is taken: its question or its reason's dialog follows.
  const footer = supplier && (
    <>
      {review.offered(supplier).map((offer) => (
        <Button
          key={offer.action}
          variant={offer.danger ? 'danger' : 'primary'}
          onClick={() => {
            onClose();
            offer.onClick();
          }}
        >
          {offer.action}
        </Button>
      ))}
      <Button onClick={onClose}>关闭</Button>
    </>
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="供应商注册信息" width="w-[960px]" footer={footer}>
      <QueryState query={query}>{(loaded) => <SupplierMaterials supplier={loaded} />}</QueryState>
    </Dialog>
  );
}
