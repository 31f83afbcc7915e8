import { JSEncrypt } from 'jsencrypt';
import { devPublicKey } from '../../auth/dev-keys.ts';
import { seededPassword } from '../../config.ts';
import { accountTables as t } from '../../tables/accounts.ts';
import { defineContractRequests } from './contract-requests.ts';
import { issueTokens } from './session.ts';

export const encrypted = (password: string) => {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(devPublicKey);
  return String(encryptor.encrypt(password));
};

const account = (name: string) => t.users.all().find((user) => user.account === name);

export const accountContractRequests = defineContractRequests({
  login: { input: () => ({ query: { flag: 0 }, body: { username: 'caigou02', password: encrypted(seededPassword) } }) },
  refreshToken: {
    input: async () => {
      const tokens = await issueTokens(t.users.require(account('caigou03')?.id, '用户'));
      return { body: { refreshToken: tokens.refresh_token, username: tokens.user_name } };
    },
  },
  changePassword: {
    as: 'projectManager',
    input: () => ({
      path: { id: account('xiangmu01')?.id ?? '' },
      body: { oldPassword: encrypted(seededPassword), newPassword: encrypted('Xiangmu2026') },
    }),
  },
  getUserMenus: { input: () => ({ path: { id: account('admin')?.id ?? '' } }) },
  getSupplierEnable: { as: 'supplier', input: () => ({}) },
  getSupplierRoleStr: { as: 'supplier', input: () => ({}) },
  logout: { as: 'finance', input: () => ({}) },
  blacklistToken: { as: 'admin', input: () => ({ path: { token: 'contract-blacklisted-signature' } }) },
});
