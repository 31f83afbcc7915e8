import { useQuery } from '@tanstack/react-query';
import { getOrderPrintInfoQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';

const cell = 'border border-slate-300 px-2 py-1';

/** 打印: the order's delivery and acceptance form (getOrderPrintInfo), printed by the browser. */
export function PrintDialog({ order, onClose }: { order: { id: string; orderNo: string }; onClose: () => void }) {
  const query = useQuery(getOrderPrintInfoQueryOptions({ path: { id: order.id } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`打印订单：${order.orderNo}`} width="w-[900px]">
      <QueryState query={query}>
        {(print) => (
          <div className="flex flex-col gap-3 text-sm">
            <article aria-label="订单验收单" className="flex flex-col gap-2 print:p-0">
              <h2 className="text-center text-lg font-semibold">订单验收单</h2>
              <p className="flex flex-wrap justify-between gap-2">
                <span>订单编号：{print.order.orderNo}</span>
                <span>下单时间：{formatDateTime(print.order.createTime)}</span>
              </p>
              <p className="flex flex-wrap justify-between gap-2">
                <span>
                  采购单位：{print.order.purchaserName}（{print.purchaserContact}）
                </span>
                <span>
                  供应商：{print.order.supplierName}（{print.supplierContact}）
                </span>
              </p>
              <p>
                收货信息：{print.order.consignee} {print.order.consigneePhone} {print.order.address}
              </p>
              <table className="w-full border-collapse">
                <thead>
                  <tr>
                    {['序号', '商品名称', '规格', '单位', '单价', '数量', '金额'].map((header) => (
                      <th key={header} className={`${cell} bg-slate-50 font-medium`}>
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {print.details.map((line, index) => (
                    <tr key={line.id}>
                      <td className={cell}>{index + 1}</td>
                      <td className={cell}>{line.goodsName}</td>
                      <td className={cell}>{line.spec}</td>
                      <td className={cell}>{line.unit}</td>
                      <td className={`${cell} text-right`}>{formatMoney(line.price)}</td>
                      <td className={`${cell} text-right`}>{line.buyNum}</td>
                      <td className={`${cell} text-right`}>{formatMoney(line.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="flex flex-wrap justify-between gap-2">
                <span>
                  合计：{formatMoney(print.order.totalPrice)}（大写：{print.amountInWords}）
                </span>
                <span>打印时间：{formatDateTime(print.printTime)}</span>
              </p>
              <p className="flex justify-between pt-6">
                <span>供应商签字：</span>
                <span>验收人签字：</span>
              </p>
            </article>
            <div className="flex justify-end gap-2 print:hidden">
              <Button variant="primary" onClick={() => window.print()}>
                打印
              </Button>
            </div>
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
