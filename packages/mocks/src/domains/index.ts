// The domains of the mock backend, in seeding order: later domains build on the rows of earlier ones.
import type { Domain } from '../engine/define.ts';
import { accountsDomain } from './accounts/index.ts';
import { catalogueDomain } from './catalogue/index.ts';
import { ordersDomain } from './orders/index.ts';
import { platformDomain } from './platform/index.ts';
import { projectsDomain } from './projects/index.ts';
import { statisticsDomain } from './statistics/index.ts';
import { welfareDomain } from './welfare/index.ts';

export const domains: Domain[] = [
  accountsDomain,
  catalogueDomain,
  ordersDomain,
  welfareDomain,
  projectsDomain,
  platformDomain,
  statisticsDomain,
];
