import { z } from 'zod';
import { entitySchema } from '../engine/entities.ts';
import { Table } from '../engine/store.ts';

/**
 * Bidding, backhand and auction projects (goods, registrations, bids, picketage results and their history, contracts,
 * invoice information, payments, approval process codes) and sourcing inquiries (goods, quotes, orders, contracts).
 */
export const projectTables = {
  projects: new Table('projects', entitySchema('Project')),
  projectGoods: new Table('projectGoods', entitySchema('ProjectGoods')),
  certificates: new Table('projectCertificates', entitySchema('ProjectCertificate')),
  /** Projects entrusted to the platform: who entrusted them, when and why (the rest is read from the project). */
  entrusts: new Table(
    'projectEntrusts',
    z.object({
      id: z.string(),
      projectId: z.string(),
      entrustUserName: z.string(),
      entrustTime: z.string(),
      remark: z.string().optional(),
    }),
  ),
  /** Every stored bid names its supplier: only a purchaser's answer while the project runs leaves it out. */
  bids: new Table('projectBids', entitySchema('BidBidding').and(z.object({ supplierId: z.string() }))),
  picketages: new Table('projectPicketages', entitySchema('Picketage')),
  picketageHistory: new Table('projectPicketageHis', entitySchema('PicketageHis')),
  contracts: new Table('projectContracts', entitySchema('ProjectContract')),
  receipts: new Table('projectReceipts', entitySchema('ProjectReceipt')),
  paymentLogs: new Table('projectPaymentLogs', entitySchema('PaymentLog')),
  processCodes: new Table('projectProcessCodes', entitySchema('ProcessCode')),
  sourcings: new Table('sourcings', entitySchema('Sourcing')),
  sourcingCommodities: new Table('sourcingCommodities', entitySchema('SourcingCommodity')),
  sourcingQuotes: new Table('sourcingQuotes', entitySchema('SourcingQuote')),
  sourcingOrders: new Table('sourcingOrders', entitySchema('SourcingOrder')),
  sourcingContracts: new Table('sourcingContracts', entitySchema('SourcingContract')),
};
