// The carriers the platform knows: orders and welfare orders ship with them, each waybill of its carrier's form. Below
// the domains, since welfare orders ship too and the welfare domain seeds before orders.
import type { Entity } from '../engine/entities.ts';
import { fail } from '../engine/store.ts';
import { orderTables } from './orders.ts';

/**
 * The carriers the platform knows (listCarriers), with the form of their waybill numbers; a seeded waybill is the
 * carrier's example with its last 12 digits drawn anew.
 */
export const carriers: Entity<'Carrier'>[] = [
  { code: 'SF', name: '顺丰速运', pattern: '^SF\\d{12,13}$', example: 'SF1402938475611' },
  { code: 'JDL', name: '京东物流', pattern: '^JD[A-Z0-9]{11,13}$', example: 'JDVA18273645501' },
  { code: 'ZTO', name: '中通快递', pattern: '^7\\d{11,14}$', example: '773012345678901' },
  { code: 'DBL', name: '德邦快递', pattern: '^DPK\\d{12}$', example: 'DPK364012345678' },
  { code: 'YTO', name: '圆通速递', pattern: '^YT\\d{12,13}$', example: 'YT7512345678901' },
];

/** The carriers as the store holds them (the orders domain seeds them). */
export const platformCarriers = () => orderTables.carriers.all().map((row) => row.carrier);

/** The carrier a shipment names (by code, else by name) with its waybill checked; none when the supplier delivers. */
export function carrierOf(
  body: Pick<Entity<'OrderReceiptOrDeliverRequest'>, 'logisticsCode' | 'logisticsCompany' | 'logisticsNo'>,
) {
  if (!body.logisticsCode && !body.logisticsCompany) return undefined;
  const carrier = platformCarriers().find((candidate) =>
    body.logisticsCode ? candidate.code === body.logisticsCode : candidate.name === body.logisticsCompany,
  );
  if (!carrier) fail('物流公司不存在，请从平台的物流公司中选择');
  if (!body.logisticsNo) fail('请填写物流单号');
  if (!new RegExp(carrier.pattern).test(body.logisticsNo))
    fail(`物流单号不符合${carrier.name}的单号规则，例如 ${carrier.example}`);
  return carrier;
}
