import type { components } from '@zc/sdk';
import { useTransGoodsItemType } from '@zc/sdk/react';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

/**
 * 转为协议商品 of the picked goods, once confirmed (goodsItem/manage/transItemType); the server refuses goods on shelf
 * or under review, with its message.
 */
export function TurnIntoAgreementGoods({ goods }: { goods: components['schemas']['GoodsItem'][] }) {
  const trans = useTransGoodsItemType();
  const turn = async () => {
    const ok = await confirm({
      title: '转为协议商品',
      message: `确定把选中的 ${goods.length} 个商品转为协议商品吗？转换后按协议价销售。`,
    });
    if (!ok) return;
    await trans.mutateAsync({ query: { itemType: 4 }, body: goods.map((row) => row.id) });
    toast.success('已转为协议商品');
  };
  return (
    <Permission value="goods:itemType">
      <Button size="sm" variant="primary" loading={trans.isPending} onClick={() => turn().catch(() => {})}>
        转为协议商品
      </Button>
    </Permission>
  );
}
