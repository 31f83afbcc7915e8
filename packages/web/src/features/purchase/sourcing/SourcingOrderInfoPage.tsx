import { useQuery } from '@tanstack/react-query';
import { getProjectContractQueryOptions } from '@zc/sdk/react';
import { settlements } from '@/features/purchase/projects/modes.ts';
import { DealGoodsTable } from '@/features/sourcing/SourcingSheet.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { ContractInfo } from '../projects/contract/ContractInfoPage.tsx';
import { FoundOrder } from './found-order.tsx';
import { OrderDetails } from './OrderDetails.tsx';

/**
 * 寻源订单详情 (`?id=&orderNo=`): the deal order with why its quotation was chosen, its address and invoice, its goods,
 * and once the supplier has drawn it up, its contract: countersigned and paid here as project contracts are.
 */
export function SourcingOrderInfoPage() {
  const { id, orderNo } = usePageSearch('/purchase/sourcing-order-info');
  return (
    <FoundOrder id={id} orderNo={orderNo}>
      {(order) => (
        <div className="flex flex-col gap-3">
          <OrderDetails order={order} />
          <section aria-label="成交商品" className="rounded bg-white p-4">
            <DealGoodsTable goods={order.details} />
          </section>
          {order.contractId && <OrderContract id={order.contractId} />}
        </div>
      )}
    </FoundOrder>
  );
}

function OrderContract({ id }: { id: string }) {
  const contract = useQuery(getProjectContractQueryOptions({ path: { id } }));
  return (
    <QueryState query={contract}>{(found) => <ContractInfo mode={settlements.sourcing} contract={found} />}</QueryState>
  );
}
