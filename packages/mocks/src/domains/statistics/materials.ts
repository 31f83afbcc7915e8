// The deal charts of a material (dealMaterial): every deal line of the material in the period as a scatter, the deal
// amount and quantity per supplier (bar and pie), and the price reference from those deals.

import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { type Deal, type DealLine, deals, groupBy, ranked, sum } from './deals.ts';
import { categoryFilter } from './reports.ts';

interface MaterialQuery {
  materialId?: string;
  materialName?: string;
  categoryId?: string;
  startTime?: string;
  endTime?: string;
}

/** The material asked for and its deal lines: lines of its category or naming it, in the period. */
function dealsOf(query: MaterialQuery) {
  const material = query.materialId ? catalogueTables.materials.require(query.materialId, '物资') : undefined;
  const name = material?.materialName ?? query.materialName?.trim();
  const inCategory = categoryFilter(query.categoryId);
  const lines: { deal: Deal; line: DealLine }[] = deals({ startTime: query.startTime, endTime: query.endTime }).flatMap(
    (deal) =>
      deal.lines
        .filter(
          (line) =>
            (!name || line.categoryName === name || line.goodsName.includes(name)) && inCategory(line.categoryName),
        )
        .map((line) => ({ deal, line })),
  );
  return { material, name, lines };
}

/** Deal amount and quantity per supplier, largest amount first. */
function perSupplier(query: MaterialQuery) {
  const groups = groupBy(dealsOf(query).lines, ({ deal }) => deal.supplierName);
  return [...groups]
    .map(([supplierName, rows]) => ({
      supplierName,
      amount: sum(rows, ({ line }) => line.amount),
      quantity: twoDecimals(rows.reduce((total, { line }) => total + line.quantity, 0)),
    }))
    .sort((a, b) => b.amount - a.amount);
}

export const materialHandlers = defineHandlers({
  queryDealMaterialPoint: ({ input }) =>
    dealsOf(input.query ?? {}).lines.map(
      ({ deal, line }): Entity<'DealMaterialPoint'> => ({
        dealTime: deal.time,
        price: line.unitPrice,
        quantity: line.quantity,
        supplierName: deal.supplierName,
        orgName: deal.orgName,
        orderNo: deal.no,
      }),
    ),
  selectDealMaterialBar: ({ input }) => {
    const rows = perSupplier(input.query ?? {}).slice(0, 10);
    return {
      categories: rows.map((row) => row.supplierName),
      series: [
        { name: '成交金额', data: rows.map((row) => row.amount) },
        { name: '成交数量', data: rows.map((row) => row.quantity) },
      ],
    };
  },
  selectDealMaterialPie: ({ input }) =>
    ranked(new Map(perSupplier(input.query ?? {}).map((row) => [row.supplierName, row.amount])), 20),
  selectDealPriceApply: ({ input }) => {
    const { material, name, lines } = dealsOf(input.query ?? {});
    const prices = lines.map(({ line }) => line.unitPrice);
    const latest = lines.at(-1)?.line;
    return {
      ...(material ? { materialId: material.id } : {}),
      materialName: name ?? '全部物资',
      ...((material?.unit ?? latest?.unit) ? { unit: material?.unit ?? latest?.unit } : {}),
      dealCount: lines.length,
      minPrice: prices.length ? Math.min(...prices) : 0,
      maxPrice: prices.length ? Math.max(...prices) : 0,
      avgPrice: prices.length ? twoDecimals(prices.reduce((a, b) => a + b, 0) / prices.length) : 0,
      latestPrice: latest?.unitPrice ?? 0,
      ...(material?.referencePrice !== undefined ? { marketPrice: material.referencePrice } : {}),
    };
  },
});
