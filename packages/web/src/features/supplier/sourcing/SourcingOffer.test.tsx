import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOnlineSourcingDetails, pageSupplierSourcing } from '@zc/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route as ListRoute } from '@/routes/_workbench/(supplier)/supplier-sourcing-offer.tsx';
import { Route as InfoRoute } from '@/routes/_workbench/(supplier)/supplier-sourcing-offer-info.tsx';

withSignedIn('gys01');
afterEach(() => vi.restoreAllMocks());

const rows = () =>
  within(screen.getByRole('table', { name: '询价列表' }))
    .getAllByRole('row')
    .slice(1);

const openInfo = (id: string) => renderWorkbenchPage('/supplier-sourcing-offer-info', InfoRoute, { id });
/** The quotation form of an inquiry open for quoting that gys01 has not quoted on yet, with its goods lines. */
async function openUnquoted() {
  const page = await pageSupplierSourcing({ query: { status: 3, quoteStatus: 0, current: 1, size: 1 } });
  const sourcing = page.records[0];
  if (!sourcing) throw new Error('no open inquiry in the seed');
  await openInfo(sourcing.id);
  const form = await screen.findByRole('form', { name: '报价单' });
  const { sourcing: detail } = await getOnlineSourcingDetails({ path: { id: sourcing.id } });
  return { sourcing, form, lines: detail.commodities ?? [] };
}
const priceOf = (goodsName: string) => screen.getByRole('textbox', { name: `${goodsName}报价单价` });

// Typing a price per goods line takes a while under jsdom.
describe('询价报价', () => {
  it('lists the inquiries open to the supplier and narrows them to those not quoted yet', async () => {
    await renderWorkbenchPage('/supplier-sourcing-offer', ListRoute);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    const all = rows().length;
    const filters = screen.getByRole('form', { name: '询价列表筛选' });
    await chooseOption(within(filters).getByRole('combobox', { name: '报价状态' }), '未报价');
    await userEvent.click(within(filters).getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows().map((row) => row.textContent ?? '');
      expect(texts.length).toBeLessThan(all);
      expect(texts.every((text) => text.includes('未报价'))).toBe(true);
    });
    const link = within(rows()[0] as HTMLElement).getByRole('link', { name: /^(报价|查看)：/ });
    expect(link.getAttribute('href')).toMatch(/^\/supplier-sourcing-offer-info\?id=%22\d+%22$/);
  });

  it('refuses a price that is not above zero with at most two decimals and sends nothing, then saves the quotation', async () => {
    const { sourcing, form, lines } = await openUnquoted();
    expect(lines.length).toBeGreaterThan(1);
    const [first, ...others] = lines as [(typeof lines)[number], ...typeof lines];

    await userEvent.type(priceOf(first.goodsName), '12.345');
    for (const line of others) await userEvent.type(priceOf(line.goodsName), '0');
    await userEvent.click(within(form).getByRole('button', { name: '保存报价' }));
    expect(await within(form).findByText('最多两位小数')).toBeTruthy();
    expect(within(form).getAllByText('必须大于 0')).toHaveLength(others.length);
    expect((await getOnlineSourcingDetails({ path: { id: sourcing.id } })).quotes).toEqual([]);

    await userEvent.clear(priceOf(first.goodsName));
    await userEvent.type(priceOf(first.goodsName), '12.34');
    for (const line of others) {
      await userEvent.clear(priceOf(line.goodsName));
      await userEvent.type(priceOf(line.goodsName), '8');
    }
    const total = Math.round((12.34 * first.quantity + others.reduce((sum, line) => sum + 8 * line.quantity, 0)) * 100);
    expect(within(form).getByText(/^¥/).textContent?.replaceAll(/[¥,.]/g, '')).toBe(String(total));
    await userEvent.click(within(form).getByRole('button', { name: '保存报价' }));
    expect(await screen.findByText('报价已保存')).toBeTruthy();

    const saved = (await getOnlineSourcingDetails({ path: { id: sourcing.id } })).quotes[0];
    expect(saved?.items?.find((item) => item.commodityId === first.id)?.unitPrice).toBe(12.34);
    // The form now shows the saved quotation, which can be changed.
    expect(await screen.findByRole('button', { name: '更新报价' })).toBeTruthy();
    expect((priceOf(first.goodsName) as HTMLInputElement).value).toBe('12.34');
  });

  it('shows the server’s refusal and keeps every price typed', async () => {
    const { form, lines } = await openUnquoted();
    // The inquiry closes while the supplier types: the server's refusal, as the backend words it.
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((request, init) =>
      String(request instanceof Request ? request.url : request).includes('/saveQuotePrice')
        ? Promise.resolve(Response.json({ code: 500, msg: '询价已截止，不能报价', data: null }))
        : fetch(request, init),
    );
    for (const line of lines) await userEvent.type(priceOf(line.goodsName), '5.5');
    await userEvent.click(within(form).getByRole('button', { name: '保存报价' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', '询价已截止，不能报价');
    for (const line of lines) expect((priceOf(line.goodsName) as HTMLInputElement).value).toBe('5.5');
  });

  it('exports the saved quotation as a spreadsheet', async () => {
    const quoted = (await pageSupplierSourcing({ query: { status: 3, quoteStatus: 1, current: 1, size: 1 } }))
      .records[0];
    if (!quoted) throw new Error('no quoted inquiry in the seed');
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:quotation';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openInfo(quoted.id);
    await userEvent.click(await screen.findByRole('button', { name: '导出报价单' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      new RegExp(`^报价单_${quoted.sourcingNo}_\\d{8}\\.xlsx$`),
    );
    // An xlsx is a zip: it starts with PK.
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
  });
});
