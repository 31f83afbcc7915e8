import type { components } from '@zc/sdk';
import { receiptReceiptTypeLabels } from '@zc/sdk/labels';
import { labelOf } from '@/shared/format/labels.ts';
import { ChoiceCard } from './ChoiceCard.tsx';

type Address = components['schemas']['DeliveryAddress'];
type Receipt = components['schemas']['Receipt'];

/** 选择收货地址: the buyer's delivery addresses as cards, or where to add one when there is none. */
export function AddressChoice({
  addresses,
  chosenId,
  onChoose,
}: {
  addresses: Address[] | undefined;
  chosenId: string | undefined;
  onChoose: (id: string) => void;
}) {
  if (addresses?.length === 0)
    return <p className="text-sm text-slate-500">还没有收货地址，请先在工作台“收货地址”中添加后再下单。</p>;
  return (
    <div role="radiogroup" aria-label="选择收货地址" className="flex flex-wrap gap-3">
      {addresses?.map((row) => (
        <ChoiceCard
          key={row.id}
          name="address"
          label={`${row.consignee} ${row.fullAddress ?? ''}`}
          checked={row.id === chosenId}
          onChoose={() => onChoose(row.id)}
        >
          <span className="flex justify-between text-sm text-slate-800">
            <strong>{row.consignee}</strong>
            {row.phone}
          </span>
          <span className="line-clamp-2">
            {row.fullAddress ??
              `${row.provinceName ?? ''}${row.cityName ?? ''}${row.districtName ?? ''} ${row.detailAddress}`}
          </span>
          {row.isDefault === 1 && <span className="text-red-500">默认地址</span>}
        </ChoiceCard>
      ))}
    </div>
  );
}

/**
 * 选择发票抬头: the buyer's invoice titles and 不开发票 (chosenId undefined). The choice waits while the titles are read,
 * so that it does not change under the buyer's hand.
 */
export function ReceiptChoice({
  receipts,
  loading,
  chosenId,
  onChoose,
}: {
  receipts: Receipt[] | undefined;
  loading: boolean;
  chosenId: string | undefined;
  onChoose: (id: string | undefined) => void;
}) {
  if (loading) return <p className="text-sm text-slate-500">正在读取发票抬头…</p>;
  return (
    <div role="radiogroup" aria-label="选择发票抬头" className="flex flex-wrap gap-3">
      {receipts?.map((row) => (
        <ChoiceCard
          key={row.id}
          name="receipt"
          label={row.receiptTitle}
          checked={row.id === chosenId}
          onChoose={() => onChoose(row.id)}
        >
          <strong className="truncate text-sm text-slate-800">{row.receiptTitle}</strong>
          <span>{labelOf(receiptReceiptTypeLabels, row.receiptType)}</span>
          <span>税号 {row.taxNo ?? '--'}</span>
        </ChoiceCard>
      ))}
      <ChoiceCard name="receipt" label="不开发票" checked={!chosenId} onChoose={() => onChoose(undefined)}>
        <strong className="text-sm text-slate-800">不开发票</strong>
        <span>需要时可在订单完成后申请开票</span>
      </ChoiceCard>
    </div>
  );
}
