// A shipment's carrier, one of the platform's (listCarriers), and its waybill checked against that carrier's form: the
// supplier's 发货 of an order and the administrator's 发货 of a welfare order take them the same way.
import type { components } from '@zc/sdk';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';

export type Carrier = components['schemas']['Carrier'];
interface Shipment {
  logisticsCode: string;
  logisticsNo: string;
}

/** The backend's words for a waybill not of its carrier's form. */
export const waybillRefusal = (carrier: Carrier) => `物流单号不符合${carrier.name}的单号规则，例如 ${carrier.example}`;

/**
 * A refinement of a shipment form: a waybill of the chosen carrier's form. One the `waybill` field's own rules refuse
 * already says so; the carrier's form is checked on one they take.
 */
export const checkWaybill =
  (carriers: readonly Carrier[], waybill: z.ZodType) =>
  ({ logisticsCode, logisticsNo }: Shipment, context: z.RefinementCtx) => {
    const carrier = carriers.find((candidate) => candidate.code === logisticsCode);
    if (carrier && waybill.safeParse(logisticsNo).success && !new RegExp(carrier.pattern).test(logisticsNo))
      context.addIssue({ code: 'custom', path: ['logisticsNo'], message: waybillRefusal(carrier) });
  };

/** 物流公司 (the platform's carriers) and 物流单号, whose hint is the chosen carrier's example. */
export function CarrierFields<V extends FieldValues & Shipment>({
  form,
  carriers,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any output type; the fields only register and read errors
  form: UseFormReturn<V, unknown, any>;
  carriers: readonly Carrier[];
}) {
  const code = 'logisticsCode' as FieldPath<V>;
  const carrier = carriers.find((candidate) => candidate.code === form.watch(code));
  return (
    <div className="grid grid-cols-2 gap-4">
      <SelectField
        form={form}
        name={code}
        label="物流公司"
        options={carriers.map((row) => ({ value: row.code, label: row.name }))}
        required
      />
      <TextField
        form={form}
        name={'logisticsNo' as FieldPath<V>}
        label="物流单号"
        hint={carrier && `例如 ${carrier.example}`}
        required
      />
    </div>
  );
}
