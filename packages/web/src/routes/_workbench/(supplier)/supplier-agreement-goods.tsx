import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { AgreementGoodsPage } from '../../../features/supplier/agreement/AgreementGoodsPage.tsx';
import { agreementGoodsFilterNames } from '../../../features/supplier/agreement/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-goods')({
  staticData: { title: '协议商品' },
  validateSearch: listSearch(agreementGoodsFilterNames),
  component: AgreementGoodsPage,
});
