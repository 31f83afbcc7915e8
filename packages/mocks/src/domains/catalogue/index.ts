import type { Domain } from '../../engine/define.ts';
import { cartHandlers } from './cart.ts';
import { catalogueHandlers } from './catalogue.ts';
import { catalogueContractRequests } from './contract.ts';
import { evaluationHandlers } from './evaluation.ts';
import { goodsHandlers } from './goods.ts';
import { mallHandlers } from './mall.ts';
import { pricingHandlers } from './pricing.ts';
import { reportHandlers } from './reports.ts';
import { seedCatalogue } from './seed.ts';

/** Goods, prices, the catalogue, the mall, carts and evaluations (goods, pricing, catalogue, mall, cart, evaluation). */
export const catalogueDomain: Domain = {
  name: 'catalogue',
  seed: seedCatalogue,
  handlers: {
    ...catalogueHandlers,
    ...goodsHandlers,
    ...pricingHandlers,
    ...mallHandlers,
    ...reportHandlers,
    ...cartHandlers,
    ...evaluationHandlers,
  },
  contractRequests: catalogueContractRequests,
};
