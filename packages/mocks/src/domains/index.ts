// The domains of the mock backend, in seeding order: a domain builds on earlier ones (their rows, their code), never on
// a later one (test/layers.test.ts).
import type { Domain } from '../engine/define.ts';
import { accountsDomain } from './accounts/index.ts';
import { catalogueDomain } from './catalogue/index.ts';
import { filesDomain } from './files/index.ts';
import { ordersDomain } from './orders/index.ts';
import { platformDomain } from './platform/index.ts';
import { projectsDomain } from './projects/index.ts';
import { statisticsDomain } from './statistics/index.ts';
import { welfareDomain } from './welfare/index.ts';
import { workflowDomain } from './workflow/index.ts';

export const domains: Domain[] = [
  accountsDomain,
  filesDomain,
  workflowDomain,
  catalogueDomain,
  welfareDomain,
  ordersDomain,
  projectsDomain,
  platformDomain,
  statisticsDomain,
];
