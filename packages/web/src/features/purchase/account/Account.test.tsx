import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  queryDeliveryAddress,
  queryJdAreaIdList,
  queryJdReceipt,
  queryLastOrderReceipt,
  queryMyCollect,
  queryReceipt,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as AddressRoute } from '@/routes/_workbench/purchase/address-manager.tsx';
import { Route as FavoritesRoute } from '@/routes/_workbench/purchase/favorites.tsx';
import { Route as JdInvoiceRoute } from '@/routes/_workbench/purchase/invoice-jd-manager.tsx';
import { Route as InvoiceRoute } from '@/routes/_workbench/purchase/invoice-manager.tsx';
import { Route as JdAddressRoute } from '@/routes/_workbench/purchase/jd-address-manager.tsx';

withSignedIn('caigou01');

const rowsOf = (label: string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('row')
    .slice(1);

describe('收货地址 (purchaser)', () => {
  it('lists the purchaser’s own delivery addresses and adds one with its area picked level by level', async () => {
    const before = await queryDeliveryAddress({ query: { addressType: 1 } });
    expect(before.length).toBeGreaterThan(0);
    await renderWorkbenchPage('/purchase/address-manager', AddressRoute);
    await waitFor(() => expect(rowsOf('收货地址')).toHaveLength(before.length));
    await userEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系人' }), '赵工');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '13812345678');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '所在地区' }));
    for (const level of ['第1级', '第2级', '第3级']) {
      const [first] = await within(await screen.findByRole('listbox', { name: level })).findAllByRole('option');
      await userEvent.click(first as HTMLElement);
    }
    await userEvent.type(within(dialog).getByRole('textbox', { name: '详细地址' }), '矿区路1号物资库');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('收货地址已新增')).toBeTruthy();
    await waitFor(() => expect(rowsOf('收货地址')).toHaveLength(before.length + 1));
    const added = (await queryDeliveryAddress({ query: { addressType: 1 } })).find((row) =>
      row.detailAddress.includes('矿区路1号物资库'),
    );
    expect(added?.addressType).toBe(1);
  });
});

describe('京东收货地址', () => {
  it('shows each delivery address with its JD area ids', async () => {
    const [address] = await queryDeliveryAddress({ query: { addressType: 1 } });
    if (!address) throw new Error('no seeded delivery address');
    const ids = await queryJdAreaIdList({
      body: {
        provinceName: address.provinceName ?? '',
        cityName: address.cityName ?? '',
        districtName: address.districtName,
      },
    });
    await renderWorkbenchPage('/purchase/jd-address-manager', JdAddressRoute);
    const row = (await screen.findByRole('cell', { name: address.detailAddress })).closest('tr') as HTMLElement;
    await waitFor(() => expect(row.textContent).toContain(`${ids.provinceId} / ${ids.cityId}`));
  });
});

describe('发票管理', () => {
  it('marks the default and the last used title; refuses a 单位 title without its tax number, keeping what was typed', async () => {
    const [titles, last] = await Promise.all([queryReceipt({}), queryLastOrderReceipt({})]);
    await renderWorkbenchPage('/purchase/invoice-manager', InvoiceRoute);
    await screen.findAllByText(titles[0]?.receiptTitle ?? '');
    expect(rowsOf('发票抬头')).toHaveLength(titles.length);
    if (last) {
      // One row is marked, and it bears the last title (two titles may share a name: the seed's default and another).
      const marked = rowsOf('发票抬头').filter((candidate) => candidate.textContent?.includes('最近使用'));
      expect(marked).toHaveLength(1);
      expect(marked[0]?.textContent).toContain(last.receiptTitle);
    }

    await userEvent.click(screen.getByRole('button', { name: '新增发票抬头' }));
    const dialog = await screen.findByRole('dialog', { name: '新增发票抬头' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '发票抬头' }), '华北能源集团物资有限公司');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('单位抬头须填写纳税人识别号')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: '发票抬头' })).toHaveProperty(
      'value',
      '华北能源集团物资有限公司',
    );
    // A special invoice needs the bank data too.
    await chooseOption(within(dialog).getByRole('combobox', { name: '发票类型' }), '增值税专用发票');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '纳税人识别号' }), '91370000MA3C8K2X1P');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findAllByText('增值税专用发票须填写注册地址、开户银行和银行账号')).length).toBe(3);
    await chooseOption(within(dialog).getByRole('combobox', { name: '发票类型' }), '增值税普通发票');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '设为默认发票抬头' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('发票抬头已新增')).toBeTruthy();
    await waitFor(() => expect(rowsOf('发票抬头')).toHaveLength(titles.length + 1));
    const saved = await queryReceipt({});
    expect(saved.filter((title) => title.isDefault === 1).map((title) => title.receiptTitle)).toEqual([
      '华北能源集团物资有限公司',
    ]);
  });

  it('deletes a JD invoice title after asking', async () => {
    const [title] = await queryJdReceipt({});
    if (!title) throw new Error('no seeded JD invoice title');
    await renderWorkbenchPage('/purchase/invoice-jd-manager', JdInvoiceRoute);
    await screen.findAllByText(title.receiptTitle);
    const row = rowsOf('发票抬头').find((candidate) => candidate.textContent?.includes(title.receiptTitle));
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: '删除' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '删除发票抬头' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('发票抬头已删除')).toBeTruthy();
    expect((await queryJdReceipt({})).some((row) => row.id === title.id)).toBe(false);
  });
});

describe('我的收藏', () => {
  it('lists the favourites and removes one', async () => {
    const page = await queryMyCollect({});
    const [favorite] = page.records;
    if (!favorite) throw new Error('no seeded favourite');
    await renderWorkbenchPage('/purchase/favorites', FavoritesRoute);
    expect(await screen.findByRole('link', { name: favorite.goodsName })).toBeTruthy();
    const row = rowsOf('我的收藏').find((candidate) => candidate.textContent?.includes(favorite.goodsName));
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: '取消收藏' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '取消收藏' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('已取消收藏')).toBeTruthy();
    expect((await queryMyCollect({})).total).toBe(page.total - 1);
  });
});
