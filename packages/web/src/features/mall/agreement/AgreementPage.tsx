import { ShowcaseGoods, ShowcaseHeader } from '@/features/mall/zones/ZonePage.tsx';

/** 协议采购: goods at the prices of the platform's framework agreements with their suppliers, ordered without bidding. */
export function AgreementPage() {
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <ShowcaseHeader title="协议采购" description="平台与供应商签订框架协议的商品，按协议价格直接下单，无需另行比价" />
      <ShowcaseGoods criteria={{ itemType: 4 }} />
    </main>
  );
}
