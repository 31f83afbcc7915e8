import {
  addRole,
  adminResetUserPassword,
  approvePurchaser,
  approveSupplier,
  batchBindRoleUsers,
  deleteRole,
  editUserStatus,
  getSupplierCommitmentLogs,
  getSupplierEnable,
  getUserMenus,
  listAllRoles,
  pagePurchaserUsers,
  publishSupplierCommitmentText,
  saveRoleAuthority,
  saveSupplierCommitmentLog,
  signIn,
  unapprovePurchaser,
  unapproveSupplier,
  unlockUserAccount,
} from '@zc/sdk';
import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import { devPublicKey } from '../src/auth/dev-keys.ts';
import { seededPassword } from '../src/config.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { adminTables } from '../src/tables/admin.ts';
import { withSession } from './support.ts';

withSession();

const login = (username: string, password = seededPassword) => signIn({ username, password });
const asAdmin = () => login('admin');
const userId = (account: string) => accountTables.users.all().find((user) => user.account === account)?.id ?? '';
const orgId = (name: string) => accountTables.orgs.all().find((org) => org.orgNameZh === name)?.id ?? '';
const encrypted = (password: string) => {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(devPublicKey);
  return String(encryptor.encrypt(password));
};

describe('purchaser users', () => {
  it('approves a waiting purchaser once, and lists it among the approved', async () => {
    await asAdmin();
    const before = await pagePurchaserUsers({ query: { auditStatus: 0, size: 50 } });
    expect(before.records.map((user) => user.account)).toContain('zhuce02');
    await approvePurchaser({ path: { id: userId('zhuce02') } });
    const approved = await pagePurchaserUsers({ query: { auditStatus: 1, account: 'zhuce02' } });
    expect(approved.total).toBe(1);
    await expect(approvePurchaser({ path: { id: userId('zhuce02') } })).rejects.toMatchObject({
      msg: '该用户已审核通过',
    });
  });

  it('keeps a registration under review or refused from signing in, with the reason, until it is approved', async () => {
    await expect(login('zhuce01')).rejects.toMatchObject({ msg: '采购人注册申请正在审核中，审核通过后即可登录' });
    await expect(login('zhuce04')).rejects.toMatchObject({
      msg: '采购人注册审核未通过，原因：营业执照副本不清晰，请重新上传。请联系平台客服处理',
    });
    await asAdmin();
    await unapprovePurchaser({ path: { id: userId('zhuce01') }, query: { auditRemark: '授权委托书未加盖公章' } });
    await expect(login('zhuce01')).rejects.toMatchObject({
      msg: '采购人注册审核未通过，原因：授权委托书未加盖公章。请联系平台客服处理',
    });
    await asAdmin();
    await approvePurchaser({ path: { id: userId('zhuce01') } });
    await expect(login('zhuce01')).resolves.toMatchObject({ userName: 'zhuce01' });
  });

  it('unlocks a locked account: the user signs in again', async () => {
    await expect(login('suoding01')).rejects.toMatchObject({ msg: '账号已锁定，请联系管理员解锁' });
    await asAdmin();
    await unlockUserAccount({ path: { id: userId('suoding01') } });
    expect(accountTables.credentials.get(userId('suoding01'))?.failedLogins).toBe(0);
    await expect(login('suoding01')).resolves.toMatchObject({ userName: 'suoding01' });
    await asAdmin();
    await expect(unlockUserAccount({ path: { id: userId('suoding01') } })).rejects.toMatchObject({
      msg: '该账号未被锁定',
    });
  });

  it('resets a password (RSA-encrypted like login); a weak one is refused and nothing changes', async () => {
    await asAdmin();
    await expect(
      adminResetUserPassword({ path: { id: userId('caigou16') }, body: { password: encrypted('123') } }),
    ).rejects.toMatchObject({ msg: '新密码须为 8 到 20 位，且同时包含字母和数字' });
    await expect(login('caigou16')).resolves.toBeTruthy();
    await asAdmin();
    await adminResetUserPassword({ path: { id: userId('caigou16') }, body: { password: encrypted('Reset2026x') } });
    await expect(login('caigou16')).rejects.toMatchObject({ msg: expect.stringMatching(/^用户名或密码错误/) });
    await expect(login('caigou16', 'Reset2026x')).resolves.toMatchObject({ userName: 'caigou16' });
  });

  it('disables an account: its sign-in is refused', async () => {
    await asAdmin();
    await editUserStatus({ body: { id: userId('caigou17'), status: 0 } });
    await expect(login('caigou17')).rejects.toMatchObject({ msg: '账号已停用，请联系管理员' });
    await asAdmin();
    await expect(editUserStatus({ body: { id: userId('caigou17'), status: 0 } })).rejects.toMatchObject({
      msg: '该账号已是停用状态',
    });
  });
});

describe('roles', () => {
  it('grants a new role’s resources: they show in the user’s menu', async () => {
    await asAdmin();
    const role = await addRole({ body: { roleName: '档案管理员', roleCode: 'archive_keeper', roleType: 2 } });
    const page = accountTables.resources.all().find((resource) => resource.url === 'purchase/purchase-plan-list');
    await saveRoleAuthority({
      path: { roleId: role.id },
      body: { resourceIds: [page?.parentId ?? '', page?.id ?? ''] },
    });
    await batchBindRoleUsers({ body: { roleId: role.id, userIds: [userId('bangong02')] } });
    const session = await login('bangong02');
    const { menus } = await getUserMenus({ path: { id: session.userId } });
    const urls = menus.flatMap((menu) => [menu.url, ...(menu.children ?? []).map((child) => child.url)]);
    expect(urls).toContain('purchase/purchase-plan-list');
    await asAdmin();
    expect((await listAllRoles({ query: { roleType: 2 } })).map((row) => row.roleCode)).toContain('archive_keeper');
  });

  it('refuses to delete a built-in role, and keeps it', async () => {
    await asAdmin();
    const builtIn = accountTables.roles.all().find((role) => role.roleCode === 'purchaser');
    await expect(deleteRole({ path: { id: builtIn?.id ?? '' } })).rejects.toMatchObject({ msg: '内置角色不允许删除' });
    expect(accountTables.roles.get(builtIn?.id)).toBeDefined();
  });
});

describe('suppliers', () => {
  it('withdraws a supplier’s approval with a reason its account reads at sign-in', async () => {
    await asAdmin();
    const id = orgId('京东企业购（北京）贸易有限公司');
    await unapproveSupplier({ path: { id }, query: { auditRemark: '营业执照已过期' } });
    expect(adminTables.suppliers.get(id)).toMatchObject({ auditStatus: 2, enable: 0, auditRemark: '营业执照已过期' });
    await expect(login('dianshang01')).rejects.toMatchObject({
      msg: '供应商注册审核未通过，原因：营业执照已过期。请联系平台客服处理',
    });
    await asAdmin();
    await approveSupplier({ path: { id } });
    await login('dianshang01');
    expect(await getSupplierEnable()).toBe(true);
  });

  it('keeps a supplier under review from signing in, and a refused one reads the reason', async () => {
    await expect(login('gys02')).rejects.toMatchObject({ msg: '供应商注册申请正在审核中，审核通过后即可登录' });
    await expect(login('gys03')).rejects.toMatchObject({
      msg: '供应商注册审核未通过，原因：开户许可证已过期，请更新后重新提交。请联系平台客服处理',
    });
  });

  it('refuses to approve a supplier that never applied', async () => {
    await asAdmin();
    const id = orgId('石家庄恒信计算机系统集成有限公司');
    await expect(approveSupplier({ path: { id } })).rejects.toMatchObject({ msg: '该供应商尚未提交入驻申请' });
    expect(adminTables.suppliers.get(id)?.auditStatus).toBe(3);
  });

  it('records a signature against the commitment in force, and refuses a version never published', async () => {
    await asAdmin();
    await publishSupplierCommitmentText({
      body: { version: 'V2026.2', title: '供应商诚信承诺书', content: '<p>本单位郑重承诺：所供商品均为正品。</p>' },
    });
    await login('gys01');
    const signed = await saveSupplierCommitmentLog({ body: { isAgree: 1 } });
    expect(signed.commitmentVersion).toBe('V2026.2');
    await expect(
      saveSupplierCommitmentLog({ body: { isAgree: 1, commitmentVersion: 'V1999.1' } }),
    ).rejects.toMatchObject({
      msg: '承诺书版本 V1999.1 不存在',
    });
    expect(
      (await getSupplierCommitmentLogs({ body: {} })).filter((log) => log.commitmentVersion === 'V1999.1'),
    ).toEqual([]);
  });
});
