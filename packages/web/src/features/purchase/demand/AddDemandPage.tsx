import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type components, submitDemand, updateDemand } from '@zc/sdk';
import { demandStatusLabels } from '@zc/sdk/labels';
import {
  listDemandsQueryOptions,
  queryDeliveryAddressQueryOptions,
  useSubmitDemand,
  useUpdateDemand,
} from '@zc/sdk/react';
import { useState } from 'react';
import { useFinish } from '@/app/finish.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { DateField, SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { notFound, QueryState } from '@/shared/ui/QueryState.tsx';
import { ChooserContext, RecordChooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { revisableDemandChooser } from './choosers.ts';
import { DemandLines } from './DemandLines.tsx';
import { type DemandLine, demandBody, demandSchema } from './demand-form.ts';

type Demand = components['schemas']['OrderDemand'];

/** 新增需求: a new demand order; with `?demandNo=` the applicant's own demand, still 已提交 or sent back, to revise. */
export function AddDemandPage() {
  const { demandNo } = usePageSearch('/purchase/add-demand');
  // A demand number that is not the applicant's offers those to revise.
  return demandNo ? (
    <ChooserContext.Provider value={revisableDemandChooser}>
      <EditDemand demandNo={demandNo} />
    </ChooserContext.Provider>
  ) : (
    <DemandForm />
  );
}

function EditDemand({ demandNo }: { demandNo: string }) {
  // No call reads one demand order: the applicant's own list narrowed to its number holds it with its goods.
  const query = useQuery({
    ...listDemandsQueryOptions({ query: { demandNo, pageNum: 1, pageSize: 10 } }),
    select: (page) => {
      const demand = page.records.find((row) => row.demandNo === demandNo);
      if (!demand) throw notFound('需求单不存在');
      return demand;
    },
  });
  return (
    <QueryState query={query}>
      {(demand: Demand) =>
        demand.status === 0 || demand.status === 2 ? (
          <DemandForm demand={demand} />
        ) : (
          <div className="flex flex-col gap-3">
            <p role="alert" className="rounded bg-white p-6 text-sm text-slate-600">
              需求单 {demand.demandNo} 当前为“{demandStatusLabels[demand.status]}”状态，不能修改。
              <Link to="/purchase/demand-detail" search={{ demandNo }} className="ml-2 text-brand hover:underline">
                查看需求单
              </Link>
            </p>
            <RecordChooser prompt="请从下面选择一条可以修改的需求单。" />
          </div>
        )
      }
    </QueryState>
  );
}

const linesOf = (demand?: Demand): DemandLine[] =>
  (demand?.items ?? []).map(({ goodsId, goodsName, spec, unit, supplierName, price, buyNum }) => ({
    goodsId,
    goodsName,
    spec,
    unit,
    supplierName,
    price,
    buyNum,
  }));

function DemandForm({ demand }: { demand?: Demand }) {
  const finish = useFinish();
  const submit = useSubmitDemand({ invalidates: ['cart'] });
  const update = useUpdateDemand();
  const addresses = useQuery(queryDeliveryAddressQueryOptions({ query: { addressType: 1 } }));
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm(demandSchema, {
    demandName: demand?.demandName ?? '',
    expectDate: demand?.expectDate ?? '',
    deliveryAddressId: demand?.deliveryAddressId ?? '',
    contactPhone: demand?.contactPhone ?? '',
    remark: demand?.remark ?? '',
    items: linesOf(demand),
  });
  const title = demand ? `修改需求单 ${demand.demandNo}` : '新增需求';

  const save = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const body = demandBody(values);
      const saved = demand
        ? await update.mutateAsync({ body: { ...body, id: demand.id } })
        : await submit.mutateAsync({ body });
      toast.success(demand ? `需求单 ${saved.demandNo} 已重新提交` : `需求单 ${saved.demandNo} 已提交`);
      form.reset();
      await finish({ to: '/purchase/demand-order', search: {} });
    } catch (error) {
      // Everything typed stays; the backend's words say what to change.
      setServerError(refusalMessage(form, demandSchema, error));
    }
  });

  return (
    <form aria-label={title} noValidate onSubmit={save} className="flex flex-col gap-4 rounded bg-white p-5">
      <h2 className="border-l-4 border-brand pl-2 font-medium text-slate-800">{title}</h2>
      {demand?.status === 2 && demand.backReason && (
        <p className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
          退回原因：{demand.backReason}
        </p>
      )}
      <div className="grid max-w-4xl grid-cols-2 gap-x-6 gap-y-3">
        <TextField form={form} name="demandName" label="需求名称" required maxLength={100} />
        <DateField form={form} name="expectDate" label="期望到货日期" />
        <TextField form={form} name="contactPhone" label="联系电话" inputMode="tel" hint="不填则为您的手机号码" />
        <SelectField
          form={form}
          name="deliveryAddressId"
          label="收货地址"
          hint={addresses.data?.length === 0 ? '还没有收货地址，可在“收货地址”中添加' : undefined}
          options={(addresses.data ?? []).map((address) => ({
            value: address.id,
            label: `${address.consignee} ${address.fullAddress ?? address.detailAddress}`,
          }))}
        />
      </div>
      <DemandLines form={form} />
      <div className="max-w-4xl">
        <TextAreaField form={form} name="remark" label="备注" rows={2} />
      </div>
      {serverError && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      )}
      <div className="flex items-center gap-2">
        <IfAllowed call={demand ? updateDemand : submitDemand}>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {demand ? '重新提交' : '提交需求'}
          </Button>
        </IfAllowed>
        <Link
          to="/purchase/demand-order"
          search={{}}
          className="inline-flex h-8 items-center rounded border border-slate-300 px-4 text-sm text-slate-700 hover:border-brand hover:text-brand"
        >
          返回需求订单
        </Link>
      </div>
    </form>
  );
}
