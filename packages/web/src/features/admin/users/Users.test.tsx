import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pagePurchaserUsers, pageSuppliers } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as supplierReview } from '@/routes/_workbench/(admin)/audit.tsx';
import { Route as bind } from '@/routes/_workbench/(admin)/bind.tsx';
import { Route as distribution } from '@/routes/_workbench/(admin)/distribution-users.tsx';
import { Route as organizations } from '@/routes/_workbench/(admin)/organization.tsx';
import { Route as purchaserReview } from '@/routes/_workbench/(admin)/purchase-approve.tsx';
import { Route as purchaserUsers } from '@/routes/_workbench/(admin)/purchaser-users.tsx';

withSignedIn('admin');

const loaded = { timeout: 10_000 };
const rowOf = async (table: string, text: string) =>
  waitFor(() => {
    const row = within(screen.getByRole('table', { name: table }))
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(text));
    if (!row) throw new Error(`no row with ${text}`);
    return row;
  }, loaded);
const gone = (table: string, text: string) =>
  waitFor(() => expect(within(screen.getByRole('table', { name: table })).queryByText(text)).toBeNull(), loaded);
const click = async (scope: HTMLElement, name: string) => userEvent.click(within(scope).getByRole('button', { name }));
const answer = async (button: string) => click(await screen.findByRole('alertdialog'), button);
const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

describe('供应商审核', () => {
  it('reads a registration’s materials, refuses it only with a reason, and lists it among the refused', async () => {
    await renderWorkbenchPage('/audit', supplierReview);
    const row = await rowOf('供应商列表', '天津滨海劳保防护用品有限公司');
    expect(screen.getByRole('tab', { name: '待审核' }).getAttribute('aria-selected')).toBe('true');
    await click(row, '查看');
    const details = await screen.findByRole('dialog', { name: '供应商注册信息' });
    expect(await within(details).findByText('营业执照.pdf', {}, loaded)).toBeTruthy();
    expect(within(details).getByRole('button', { name: '下载营业执照.pdf' })).toBeTruthy();
    await click(details, '驳回');

    const refusal = await screen.findByRole('dialog', { name: /^驳回：供应商“天津滨海/ });
    await click(refusal, '驳回');
    expect(await within(refusal).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(refusal).getByRole('textbox', { name: '驳回原因' }), '安全生产许可证已过期');
    await click(refusal, '驳回');
    expect(await screen.findByText('已驳回')).toBeTruthy();
    await gone('供应商列表', '天津滨海劳保防护用品有限公司');

    await tab('审核驳回');
    const refused = await rowOf('供应商列表', '天津滨海劳保防护用品有限公司');
    expect(refused.textContent).toContain('安全生产许可证已过期');
    const { records } = await pageSuppliers({ query: { orgNameZh: '天津滨海' } });
    expect(records[0]).toMatchObject({ auditStatus: 2, enable: 0, auditRemark: '安全生产许可证已过期' });
  });

  it('withdraws an approval with a reason, and approves a refused supplier again', async () => {
    await renderWorkbenchPage('/audit', supplierReview, { auditStatus: 1 });
    const approved = await rowOf('供应商列表', '太原晋阳机电设备有限公司');
    expect(within(approved).queryByRole('button', { name: '驳回' })).toBeNull();
    await click(approved, '撤销通过');
    const dialog = await screen.findByRole('dialog', { name: /^撤销通过：供应商“/ });
    expect(dialog.textContent).toContain('撤销后该供应商立即停止交易');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '撤销通过原因' }), '经营异常');
    await click(dialog, '撤销通过');
    expect(await screen.findByText('已撤销通过')).toBeTruthy();
    await gone('供应商列表', '太原晋阳机电设备有限公司');

    await tab('审核驳回');
    // Approving asks first: a cancelled approval changes nothing.
    await click(await rowOf('供应商列表', '太原晋阳机电设备有限公司'), '通过');
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '确定审核通过供应商“太原晋阳机电设备有限公司”吗？',
    );
    await answer('取消');
    const [refused] = (await pageSuppliers({ query: { orgNameZh: '太原晋阳机电设备有限公司' } })).records;
    expect(refused?.auditStatus).toBe(2);
    await click(await rowOf('供应商列表', '太原晋阳机电设备有限公司'), '通过');
    await answer('确定');
    expect(await screen.findByText('已审核通过')).toBeTruthy();
    await gone('供应商列表', '太原晋阳机电设备有限公司');
  });
});

describe('采购人审核', () => {
  it('approves several registrations in a batch and refuses one with its reason', async () => {
    await renderWorkbenchPage('/purchase-approve', purchaserReview);
    const first = await rowOf('采购人列表', 'zhuce01');
    const second = await rowOf('采购人列表', 'zhuce02');
    await userEvent.click(within(first).getByRole('checkbox'));
    await userEvent.click(within(second).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '批量审核通过' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('确定审核通过选中的 2 名采购人吗？');
    await answer('确定');
    expect((await screen.findByRole('dialog', { name: '批量审核通过' })).textContent).toContain(
      '已审核通过 2 名采购人',
    );
    await click(screen.getByRole('dialog', { name: '批量审核通过' }), '知道了');
    await gone('采购人列表', 'zhuce01');

    await click(await rowOf('采购人列表', 'zhuce03'), '驳回');
    const dialog = await screen.findByRole('dialog', { name: /^驳回：采购人“.*（zhuce03）”$/ });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '单位证明文件不清晰');
    await click(dialog, '驳回');
    await gone('采购人列表', 'zhuce03');
    const { records } = await pagePurchaserUsers({ query: { account: 'zhuce03' } });
    expect(records[0]).toMatchObject({ auditStatus: 2, auditRemark: '单位证明文件不清晰' });
  });
});

describe('用户管理', () => {
  it('unlocks a locked account and disables another after asking', async () => {
    await renderWorkbenchPage('/purchaser-users', purchaserUsers, { account: 'suoding01' });
    const locked = await rowOf('采购用户列表', 'suoding01');
    expect(locked.textContent).toContain('已锁定');
    await click(locked, '解锁');
    expect(await screen.findByText('已解锁')).toBeTruthy();
    await waitFor(async () => expect((await rowOf('采购用户列表', 'suoding01')).textContent).not.toContain('已锁定'));

    await click(await rowOf('采购用户列表', 'suoding01'), '停用');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('停用后该账号不能登录');
    await answer('停用');
    await waitFor(async () => expect((await rowOf('采购用户列表', 'suoding01')).textContent).toContain('禁用'));
  });

  it('adds a user only with what the platform takes, keeping what was typed', async () => {
    await renderWorkbenchPage('/purchaser-users', purchaserUsers);
    await rowOf('采购用户列表', '华北能源集团');
    await userEvent.click(screen.getByRole('button', { name: '新增采购用户' }));
    const dialog = screen.getByRole('dialog', { name: '新增采购用户' });
    expect(within(dialog).queryByRole('combobox', { name: '用户类型' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '登录账号' }), 'caigou01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '姓名' }), '刘晓');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '1396401234');
    await click(dialog, '确定');
    expect(await within(dialog).findByText('格式不正确')).toBeTruthy();
    expect(within(dialog).getByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '5');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '所属组织' }));
    await userEvent.click(await screen.findByRole('treeitem', { name: /华北能源集团物资有限公司/ }, loaded));
    await click(dialog, '确定');
    expect(await within(dialog).findByText('账号“caigou01”已存在')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: '姓名' })).toHaveProperty('value', '刘晓');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '登录账号' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '登录账号' }), 'liuxiao_cg');
    await click(dialog, '确定');
    expect((await rowOf('采购用户列表', 'liuxiao_cg')).textContent).toContain('华北能源集团物资有限公司');
  });

  it('assigns roles to several supplier accounts and reports how many got them', async () => {
    await renderWorkbenchPage('/distribution-users', distribution);
    for (const account of ['gys01', 'bendi01'])
      await userEvent.click(within(await rowOf('供应商用户列表', account)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '批量分配角色' }));
    const dialog = await screen.findByRole('dialog', { name: '分配角色（已选 2 名用户）' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /电商供应商/ }, loaded));
    await click(dialog, '确定');
    const report = await screen.findByRole('dialog', { name: '分配角色结果' });
    expect(report.textContent).toContain('已为 2 名用户分配角色');
    await click(report, '知道了');
    expect((await rowOf('供应商用户列表', 'bendi01')).textContent).toContain('电商供应商');
  });
});

describe('组织机构', () => {
  it('lists the organisations under the one chosen in the tree, adds a department and refuses a move the tree forbids', async () => {
    await renderWorkbenchPage('/organization', organizations);
    const tree = await screen.findByRole('list', { name: '组织树' });
    await userEvent.click(await within(tree).findByRole('button', { name: '华北能源集团物资有限公司' }, loaded));
    const table = '华北能源集团物资有限公司的下级组织';
    await click(await rowOf(table, '华北能源集团办公室'), '新增下级');
    const dialog = await screen.findByRole('dialog', { name: '新增下级组织：华北能源集团办公室' });
    expect(within(dialog).getByRole('combobox', { name: '组织类型' })).toHaveProperty('value', '采购部门');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '组织名称' }), '华北能源集团文秘科');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系电话' }), '12345');
    await click(dialog, '确定');
    expect(await within(dialog).findByText('格式不正确')).toBeTruthy();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '联系电话' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系电话' }), '0531-88123456');
    await click(dialog, '确定');
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await userEvent.click(within(tree).getByRole('button', { name: '展开华北能源集团物资有限公司' }));
    await userEvent.click(await within(tree).findByRole('button', { name: '展开华北能源集团办公室' }, loaded));
    expect(await within(tree).findByRole('button', { name: '华北能源集团文秘科' }, loaded)).toBeTruthy();

    // A department moved to the top level is refused, and stays where it was.
    await click(await rowOf(table, '华北能源集团信息中心'), '移动');
    const move = await screen.findByRole('dialog', { name: '移动组织：华北能源集团信息中心' });
    await click(move, '移动');
    expect(await within(move).findByText('采购部门须设在采购单位或采购部门之下')).toBeTruthy();
    await click(move, '取消');
    expect(await rowOf(table, '华北能源集团信息中心')).toBeTruthy();
  });
});

describe('绑定企业微信用户', () => {
  it('refuses a chat-app account bound to someone else and unbinds after asking', async () => {
    await renderWorkbenchPage('/bind', bind);
    const bound = await rowOf('企业微信绑定列表', 'WangCaiGou');
    await userEvent.click(screen.getByRole('button', { name: '绑定企业微信用户' }));
    const dialog = screen.getByRole('dialog', { name: '绑定企业微信用户' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '平台登录账号' }), 'caigou03');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '企业微信账号' }), 'WangCaiGou');
    await click(dialog, '绑定');
    expect(await within(dialog).findByText('企业微信用户“WangCaiGou”已绑定账号“caigou01”')).toBeTruthy();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '企业微信账号' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '企业微信账号' }), 'SunCaiGou');
    await click(dialog, '绑定');
    expect((await rowOf('企业微信绑定列表', 'SunCaiGou')).textContent).toContain('caigou03');

    await click(bound, '解除绑定');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('企业微信账号“WangCaiGou”');
    await answer('解除绑定');
    await gone('企业微信绑定列表', 'WangCaiGou');
  });
});
