import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { AgreementGoodsAddPage } from '../../../features/supplier/agreement/AgreementGoodsAddPage.tsx';
import { goodsToAddFilterNames } from '../../../features/supplier/agreement/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-goods-add')({
  staticData: { title: '新增协议商品' },
  validateSearch: listSearch(goodsToAddFilterNames),
  component: AgreementGoodsAddPage,
});
