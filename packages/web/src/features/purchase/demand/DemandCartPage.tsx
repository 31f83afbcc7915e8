import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type components, saveDemandOrder, submitDemand } from '@zc/sdk';
import { getDemandCartListQueryOptions, useRemoveCartItemsByIds } from '@zc/sdk/react';
import { useState } from 'react';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, wholeList } from '@/shared/ui/DataTable/DataTable.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { SubmitDemandDialog } from './SubmitDemandDialog.tsx';

type CartItem = components['schemas']['CartItem'];

/**
 * 我的需求车: goods gathered for a demand; tick some to submit them as a demand order for the purchasing unit to
 * collect, to order them straight away (需求订单确认), or to remove them.
 */
export function DemandCartPage() {
  const query = useQuery(getDemandCartListQueryOptions());
  const remove = useRemoveCartItemsByIds();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState<CartItem[]>();
  const removeItems = async (items: CartItem[]) => {
    if (!(await confirm({ title: '移出需求车', message: `确定将所选 ${items.length} 种商品移出需求车吗？` }))) return;
    await remove.mutateAsync({ body: items.map((item) => item.id) });
    toast.success('已移出需求车');
  };
  const columns = columnsOf<CartItem>({
    mainImage: { header: '图片', cell: (item) => <Thumbnail url={item.mainImage} alt={item.goodsName} /> },
    goodsName: '商品名称',
    spec: '规格型号',
    supplierName: '供应商',
    price: ['单价', 'money'],
    quantity: '数量',
    amount: { header: '小计', cell: (item) => (item.price * item.quantity).toFixed(2), align: 'right' },
  });
  return (
    <>
      <DataTable
        label="需求车"
        columns={columns}
        {...wholeList(query)}
        emptyText="需求车是空的，请在商城中将商品加入需求车"
        batchActions={(items) => (
          <>
            <IfAllowed call={submitDemand}>
              <Button variant="primary" size="sm" onClick={() => setSubmitting(items)}>
                提交需求
              </Button>
            </IfAllowed>
            <IfAllowed call={saveDemandOrder}>
              <Button
                size="sm"
                onClick={() =>
                  navigate({
                    to: '/purchase/demand-order-confirm',
                    search: { ids: items.map((item) => item.id).join(',') },
                  })
                }
              >
                直接下单
              </Button>
            </IfAllowed>
            <Button size="sm" disabled={remove.isPending} onClick={() => removeItems(items)}>
              移出需求车
            </Button>
          </>
        )}
      />
      {submitting && <SubmitDemandDialog items={submitting} onClose={() => setSubmitting(undefined)} />}
    </>
  );
}
