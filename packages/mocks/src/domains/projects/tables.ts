import { entitySchema } from '../../engine/entities.ts';
import { Table } from '../../engine/store.ts';

/** Bidding, backhand and auction projects (goods, registrations, bids) and sourcing inquiries (goods, quotes, orders). */
export const projectTables = {
  projects: new Table('projects', entitySchema('Project')),
  projectGoods: new Table('projectGoods', entitySchema('ProjectGoods')),
  certificates: new Table('projectCertificates', entitySchema('ProjectCertificate')),
  bids: new Table('projectBids', entitySchema('BidBidding')),
  sourcings: new Table('sourcings', entitySchema('Sourcing')),
  sourcingCommodities: new Table('sourcingCommodities', entitySchema('SourcingCommodity')),
  sourcingQuotes: new Table('sourcingQuotes', entitySchema('SourcingQuote')),
  sourcingOrders: new Table('sourcingOrders', entitySchema('SourcingOrder')),
};
