import { useQuery } from '@tanstack/react-query';
import { type components, getCollectedDemandItems, listCollectedDemandSuppliers } from '@zc/sdk';
import { queryDeliveryAddressQueryOptions, useBackDemands, useSplitDemandOrders } from '@zc/sdk/react';
import { demandBackRequestSchema, demandOrderSplitRequestSchema } from '@zc/sdk/schemas';
import { formatMoney } from '@/shared/format/money.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { errorOf, SelectField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Demand = components['schemas']['OrderDemand'];

const backSchema = demandBackRequestSchema.pick({ reason: true });

/** 退回: sends the chosen demand orders back to their applicants with a reason. */
export function BackDialog({ demands, onClose }: { demands: Demand[]; onClose: () => void }) {
  const back = useBackDemands();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="退回需求单"
      schema={backSchema}
      defaultValues={{ reason: '' }}
      onSubmit={async ({ reason }) => {
        await back.mutateAsync({ body: { ids: demands.map((demand) => demand.id), reason } });
        toast.success(`已退回 ${demands.length} 个需求单`);
        onClose();
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">退回：{demands.map((demand) => demand.demandNo).join('、')}</p>
          <TextAreaField form={form} name="reason" label="退回原因" required />
        </>
      )}
    </FormDialog>
  );
}

const splitSchema = demandOrderSplitRequestSchema.pick({ deliveryAddressId: true, supplierIds: true, remark: true });

/**
 * 汇总下单: the chosen demand orders' goods summed per goods item and their suppliers; one order is placed per ticked
 * supplier (all when none is ticked), delivered to the chosen address.
 */
export function SplitDialog({ demands, onClose }: { demands: Demand[]; onClose: () => void }) {
  const ids = demands.map((demand) => demand.id);
  // Reads sent as POST (a list of ids in the body): queried here under the demand domain's key.
  const items = useQuery({
    queryKey: ['demand', 'getCollectedDemandItems', ids],
    queryFn: () => getCollectedDemandItems({ body: ids }),
  });
  const suppliers = useQuery({
    queryKey: ['demand', 'listCollectedDemandSuppliers', ids],
    queryFn: () => listCollectedDemandSuppliers({ body: ids }),
  });
  const addresses = useQuery(queryDeliveryAddressQueryOptions({ query: { addressType: 1 } }));
  const split = useSplitDemandOrders({ invalidates: ['orders'] });
  const defaultAddress = addresses.data?.find((address) => address.isDefault === 1) ?? addresses.data?.[0];
  if (!addresses.data) return null;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="汇总下单"
      width="w-[900px]"
      submitText="按供应商下单"
      schema={splitSchema}
      defaultValues={{ deliveryAddressId: defaultAddress?.id ?? '', supplierIds: [], remark: '' }}
      onSubmit={async (values) => {
        const orders = await split.mutateAsync({ body: { ...values, ids } });
        toast.success(`已按供应商生成 ${orders.length} 个订单`);
        onClose();
      }}
    >
      {(form) => (
        <>
          <TableSection
            label="汇总商品"
            records={items.data ?? []}
            columns={columnsOf<components['schemas']['DemandCollectItem']>({
              goodsName: '商品名称',
              spec: '规格型号',
              unit: '单位',
              supplierName: '供应商',
              price: ['单价', 'money'],
              totalNum: '汇总数量',
              amount: ['金额', 'money'],
            })}
          />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm text-slate-700">下单供应商（不选则全部下单）</legend>
            {(suppliers.data ?? []).map((supplier) => (
              <label key={supplier.supplierId} className="flex items-center gap-2 text-sm text-slate-600">
                <input
                  type="checkbox"
                  className="accent-brand"
                  value={supplier.supplierId}
                  {...form.register('supplierIds')}
                />
                {supplier.supplierName}
                <span className="text-slate-500">
                  {supplier.goodsCount} 件，{formatMoney(supplier.totalPrice)}
                </span>
              </label>
            ))}
            {errorOf(form, 'supplierIds') && <p className="text-xs text-red-600">{errorOf(form, 'supplierIds')}</p>}
          </fieldset>
          <SelectField
            form={form}
            name="deliveryAddressId"
            label="收货地址"
            required
            options={addresses.data.map((address) => ({
              value: address.id,
              label: `${address.consignee} ${address.fullAddress ?? address.detailAddress}`,
            }))}
          />
          <TextAreaField form={form} name="remark" label="订单备注" rows={2} />
        </>
      )}
    </FormDialog>
  );
}
