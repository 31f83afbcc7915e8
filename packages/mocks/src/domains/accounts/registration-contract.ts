// Contract requests of registration, SMS codes and the other public sign-in calls: phones of seeded users where
// the call needs a registered number, fresh numbers where it needs an unregistered one, codes the server sends.

import { accountTables as t } from '../../tables/accounts.ts';
import { encrypted } from './contract.ts';
import { defineContractRequests } from './contract-requests.ts';

const phoneOf = (account: string) => t.users.all().find((user) => user.account === account)?.phone ?? '';
const password = () => encrypted('Zhuce2026');

export const registrationContractRequests = defineContractRequests({
  sendRegisterCode: { input: () => ({ path: { phone: '13900001111' } }) },
  sendLoginCode: { input: () => ({ path: { phone: phoneOf('caigou17') } }) },
  sendResetPasswordCode: { input: () => ({ path: { phone: phoneOf('caigou16') } }) },
  sendUserPhoneCode: { input: () => ({ path: { phone: '13900004444' } }) },
  sendMobileVerifyCode: { input: () => ({ path: { phone: '13900005555' } }) },
  checkMobileNumber: { input: () => ({ query: { phone: phoneOf('caigou01') } }) },
  loginByMobile: {
    input: async (client) => {
      const phone = phoneOf('caigou18');
      return { body: { phone, code: await client.smsCode('sendLoginCode', phone) } };
    },
  },
  loginSingle: { input: () => ({ body: { ticket: 'ST-contract-single', username: 'caigou15' } }) },
  loginLeftNeighbor: { input: () => ({ body: { ticket: 'ST-contract-neighbour', username: 'caigou14' } }) },
  registerPurchaser: {
    input: async (client) => ({
      body: {
        orgName: '北京市海淀区教育委员会',
        creditCode: '11110108000088888X',
        contactName: '李娜',
        phone: '13900002222',
        code: await client.smsCode('sendRegisterCode', '13900002222'),
        email: 'lina@hdjw.gov.cn',
        username: 'hdjw_lina',
        password: password(),
        address: '北京市海淀区中关村南大街1号',
      },
    }),
  },
  registerSupplier: {
    input: async (client) => ({
      body: {
        orgNameZh: '北京晨光文具办公用品有限公司',
        creditCode: '91110108MA01ABCD2E',
        legalPerson: '王强',
        registeredCapital: 5000000,
        supplierType: 2,
        contactName: '赵敏',
        phone: '13900003333',
        code: await client.smsCode('sendRegisterCode', '13900003333'),
        username: 'cgwj_admin',
        password: password(),
        businessScope: '文具用品、办公用品、计算机耗材的销售',
      },
    }),
  },
  resetPassword: {
    input: async (client) => {
      const phone = phoneOf('caigou19');
      return { body: { phone, code: await client.smsCode('sendResetPasswordCode', phone), password: password() } };
    },
  },
  getHeadPicture: { as: 'purchaser', input: () => ({}) },
});
