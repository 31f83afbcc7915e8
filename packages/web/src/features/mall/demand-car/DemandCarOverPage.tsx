import { Link } from '@tanstack/react-router';
import { getDemandCartList } from '@zc/sdk';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { MemberPage } from '../shared/MemberPage.tsx';

const action = 'inline-flex h-10 items-center rounded px-6 text-sm';

/** 需求添加成功: the goods just put in the demand car (`?id=` its row), and the ways on. */
export function DemandCarOverPage() {
  return (
    <MemberPage title="需求添加成功" call={getDemandCartList}>
      <AddedToDemandCar />
    </MemberPage>
  );
}

function AddedToDemandCar() {
  const { id } = usePageSearch('/demand-car-over');
  const car = useMallQuery(getDemandCartList);
  return (
    <QueryState query={car}>
      {(rows) => {
        const added = rows.find((row) => row.id === id);
        return (
          <section className="flex items-center gap-6 bg-white p-8">
            <span
              aria-hidden
              className="flex size-12 items-center justify-center rounded-full bg-green-600 text-2xl text-white"
            >
              ✓
            </span>
            <div className="flex flex-1 flex-col gap-3">
              <p className="text-lg font-semibold text-green-700">
                {added ? '商品已成功加入需求车！' : '该商品已不在需求车中'}
              </p>
              {added && (
                <div className="flex items-center gap-3 text-sm text-slate-600">
                  <GoodsImage url={added.mainImage} alt={added.goodsName} className="size-16 border border-slate-200" />
                  <span className="max-w-md text-slate-800">{added.goodsName}</span>
                  <span>数量：{added.quantity}</span>
                </div>
              )}
              <p className="text-sm text-slate-500">需求车中共 {rows.length} 种商品，提交后由采购单位汇总采购。</p>
            </div>
            <div className="flex gap-3">
              {added && (
                <Link
                  to="/detail"
                  search={{ id: added.goodsId }}
                  className={`${action} border border-slate-300 hover:border-brand`}
                >
                  返回商品详情
                </Link>
              )}
              <Link to="/purchase/my-demand-cart" className={`${action} bg-brand text-white hover:bg-brand-strong`}>
                去需求车提交
              </Link>
            </div>
          </section>
        );
      }}
    </QueryState>
  );
}
