import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryDeliveryAddress } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-address-manager.tsx';

withSignedIn('gys01');

const rows = () =>
  within(screen.getByRole('table', { name: '收货地址' }))
    .getAllByRole('row')
    .slice(1);
/** The default address is the one that cannot be made default. */
const isDefault = (row: HTMLElement) => within(row).queryByRole('button', { name: /^设为默认：/ }) === null;
const addresses = () => queryDeliveryAddress({ query: { addressType: 2 } });
const open = () => renderWorkbenchPage('/supplier-address-manager', Route);

/** Picks the first province, city and district in the area cascader; returns their names. */
async function pickFirstArea(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: '所在地区' }));
  const names: string[] = [];
  for (const level of ['第1级', '第2级', '第3级']) {
    const [first] = await within(await screen.findByRole('listbox', { name: level })).findAllByRole('option');
    names.push(first?.textContent ?? '');
    await userEvent.click(first as HTMLElement);
  }
  return names;
}

describe('收货地址', () => {
  it('refuses an incomplete address, then adds one as the default', async () => {
    const before = await addresses();
    await open();
    await waitFor(() => expect(rows()).toHaveLength(before.length));
    await userEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('格式不正确')).toBeTruthy();
    // 联系人, 所在地区 and 详细地址
    expect(within(dialog).getAllByText('此项为必填项').length).toBeGreaterThanOrEqual(3);
    expect(await addresses()).toHaveLength(before.length);

    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系人' }), '周海');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '手机号码' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '13912345678');
    const [province, city, district] = await pickFirstArea(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '详细地址' }), '高新区科技路8号退货仓');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '设为默认地址' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('收货地址已新增')).toBeTruthy();

    await waitFor(() => expect(rows()).toHaveLength(before.length + 1));
    const added = rows().find((row) => row.textContent?.includes('高新区科技路8号退货仓')) as HTMLElement;
    expect(added.textContent).toContain(`${province}${city}${district}`);
    // Only one default: the new one has no 设为默认, every other address has it again.
    expect(isDefault(added)).toBe(true);
    expect(rows().filter((row) => row !== added && isDefault(row))).toHaveLength(0);
  });

  it('makes another address the default', async () => {
    const [current] = await addresses();
    if (!current) throw new Error('no seeded address');
    await open();
    // The seeded default is edited and stops being the default, then is made the default again.
    await userEvent.click(
      await screen.findByRole('button', { name: `编辑：${current.consignee} ${current.detailAddress}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑收货地址' });
    expect(within(dialog).getByRole('combobox', { name: '所在地区' }).textContent).toBe(
      `${current.provinceName} / ${current.cityName} / ${current.districtName}`,
    );
    const detail = within(dialog).getByRole('textbox', { name: '详细地址' });
    await userEvent.clear(detail);
    await userEvent.type(detail, '工业园区2号售后仓');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '设为默认地址' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('收货地址已修改')).toBeTruthy();
    const edited = () => rows().find((row) => row.textContent?.includes('工业园区2号售后仓')) as HTMLElement;
    await waitFor(() => expect(isDefault(edited())).toBe(false));

    await userEvent.click(within(edited()).getByRole('button', { name: /^设为默认：/ }));
    expect(await screen.findByText('已设为默认地址')).toBeTruthy();
    await waitFor(() => expect(isDefault(edited())).toBe(true));
    expect((await addresses()).find((row) => row.id === current.id)?.isDefault).toBe(1);
  });

  it('asks before deleting: 取消 keeps the address, 确定 removes it', async () => {
    const [current] = await addresses();
    if (!current) throw new Error('no seeded address');
    const name = `删除：${current.consignee} ${current.detailAddress}`;
    await open();
    await userEvent.click(await screen.findByRole('button', { name }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '删除收货地址' })).getByRole('button', { name: '取消' }),
    );
    expect((await addresses()).some((row) => row.id === current.id)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '删除收货地址' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('收货地址已删除')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name })).toBeNull());
    expect((await addresses()).some((row) => row.id === current.id)).toBe(false);
  });
});
