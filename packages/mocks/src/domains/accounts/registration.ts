// Self-registration, SMS codes, verification-code login, password reset, single sign-on and the avatar (tag auth).
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { newId, now } from '../../engine/random.ts';
import { fail, Table } from '../../engine/store.ts';
import { accountTables as t } from '../../tables/accounts.ts';
import { adminTables as a } from '../../tables/admin.ts';
import { checkAttachmentFiles, isSupplierUser } from './admin-handlers.ts';
import { checkPasswordRule } from './passwords.ts';
import { currentUser, decryptPassword, issueTokens } from './session.ts';

/** What an SMS code is for: a code sent for one purpose is not accepted for another. */
export type SmsPurpose = 'register' | 'login' | 'reset' | 'user' | 'general';

const resendSeconds = 60;
const validSeconds = 5 * 60;

/** SMS codes waiting to be used, one per purpose and phone (a table: reset with the seed, kept across reloads). */
const smsCodes = new Table(
  'smsCodes',
  z.object({
    id: z.string(),
    purpose: z.string(),
    phone: z.string(),
    code: z.string(),
    sentAt: z.number(),
    expires: z.number(),
  }),
);

const codeId = (purpose: SmsPurpose, phone: string) => `${purpose}:${phone}`;
const userWithPhone = (phone: string) => t.users.all().find((user) => user.phone === phone);

/** Sends (stores) a new 6-digit code; a phone gets at most one code per purpose every 60 seconds. */
async function issueSmsCode(purpose: SmsPurpose, phone: string): Promise<string> {
  const previous = smsCodes.get(codeId(purpose, phone));
  const wait = previous ? Math.ceil((previous.sentAt + resendSeconds * 1000 - Date.now()) / 1000) : 0;
  if (wait > 0) fail(`验证码发送过于频繁，请 ${wait} 秒后再试`);
  const code = String(Math.floor(100000 + Math.random() * 900000));
  const row = {
    id: codeId(purpose, phone),
    purpose,
    phone,
    code,
    sentAt: Date.now(),
    expires: Date.now() + validSeconds * 1000,
  };
  if (previous) await smsCodes.update(row.id, row);
  else await smsCodes.insert(row);
  return code;
}

/** Checks a code typed by the user against the codes of the given purposes; nothing is written. */
function checkSmsCode(purposes: readonly SmsPurpose[], phone: string, code: string) {
  const sent = purposes.map((purpose) => smsCodes.get(codeId(purpose, phone))).filter((row) => row !== undefined);
  if (sent.length === 0) fail('请先获取短信验证码');
  const match = sent.find((row) => row.code === code.trim());
  if (!match) fail('短信验证码错误');
  if (match.expires < Date.now()) fail('短信验证码已过期，请重新获取');
  return match;
}

/** A code is used once. */
const useSmsCode = (row: { id: string }) => smsCodes.remove(row.id);

/** The last code sent to a phone, for automated tests (GET /__mock/sms/{phone}). */
export const lastSmsCode = (phone: string) =>
  smsCodes
    .all()
    .filter((row) => row.phone === phone)
    .sort((x, y) => y.sentAt - x.sentAt)[0]?.code ?? null;

/** QA control, outside the spec: the last SMS code of a phone (the mock sends no SMS). */
export const smsQaHandlers = [
  http.get('*/__mock/sms/:phone', ({ params }) => {
    const code = lastSmsCode(String(params.phone));
    return HttpResponse.json({ code: code ? 200 : 404, msg: code ? '' : '该手机号没有待使用的验证码', data: code });
  }),
];

function checkNewAccount(username: string, phone: string, creditCode: string) {
  if (t.users.all().some((user) => user.account === username)) fail(`账号“${username}”已存在，请更换账号`);
  if (userWithPhone(phone)) fail(`手机号“${phone}”已注册，请直接登录或找回密码`);
  if (t.orgs.all().some((org) => org.creditCode === creditCode))
    fail(`统一社会信用代码“${creditCode}”的单位已注册，请联系该单位管理员开通账号`);
}

/** The platform-wide role of a kind (not an organisation's copy of a template). */
function baseRole(roleCode: string) {
  const role = t.roles.all().find((candidate) => candidate.roleCode === roleCode && !candidate.orgId);
  return role ? [{ id: role.id, roleName: role.roleName, roleCode: role.roleCode, roleType: role.roleType }] : [];
}

type Attachment = Entity<'FileInfo'>;
const toAttachmentRefs = (files: readonly Attachment[]) =>
  files.map((file) => ({ fileId: file.id, submittedFileName: file.submittedFileName }));

/** The review of the registration an account signs in with: its supplier company's, or the purchaser's own. */
function registrationOf(user: Entity<'User'>) {
  if (!isSupplierUser(user)) return { who: '采购人', auditStatus: user.auditStatus, auditRemark: user.auditRemark };
  const supplier = a.suppliers.get(user.orgId);
  return { who: '供应商', auditStatus: supplier?.auditStatus, auditRemark: supplier?.auditRemark };
}

/**
 * A self-registered account signs in once the platform approved its registration on 供应商审核 or 采购人审核 (a
 * supplier also to apply for the first time, never having applied); while the review is open it waits, and a refused
 * one reads the platform's reason.
 */
export function checkRegistrationApproved(user: Entity<'User'>) {
  const { who, auditStatus, auditRemark } = registrationOf(user);
  if (auditStatus === 0) fail(`${who}注册申请正在审核中，审核通过后即可登录`);
  if (auditStatus === 2) fail(`${who}注册审核未通过，原因：${auditRemark ?? '未注明'}。请联系平台客服处理`);
}

/** The sign-in checks a verification-code login shares with the password login. */
function checkCanSignIn(user: Entity<'User'>) {
  if (user.locked === 1) fail('账号已锁定，请通过“忘记密码”重置或联系管理员解锁');
  if (user.status === 0) fail('账号已停用，请联系管理员');
  checkRegistrationApproved(user);
}

// Tickets of single sign-on are one-time (designed: the mock trusts any ticket starting with ST- once).
const usedTickets = new Set<string>();
async function ticketLogin(body: Entity<'SsoLoginRequest'>) {
  if (!body.ticket.startsWith('ST-')) fail('单点登录票据无效或已过期');
  if (usedTickets.has(body.ticket)) fail('单点登录票据已使用，请重新登录');
  const user = t.users.all().find((candidate) => candidate.account === body.username);
  if (!user) fail('单点登录票据对应的账号不存在');
  checkCanSignIn(user);
  usedTickets.add(body.ticket);
  return issueTokens(user);
}

const sendCode = async (purpose: SmsPurpose, phone: string) => {
  await issueSmsCode(purpose, phone);
  return true;
};

export const registrationHandlers = defineHandlers({
  sendRegisterCode: async ({ input }) => {
    if (userWithPhone(input.path.phone)) fail('该手机号已注册，请直接登录或找回密码');
    return sendCode('register', input.path.phone);
  },
  sendLoginCode: async ({ input }) => {
    if (!userWithPhone(input.path.phone)) fail('该手机号未注册，请先注册');
    return sendCode('login', input.path.phone);
  },
  sendResetPasswordCode: async ({ input }) => {
    if (!userWithPhone(input.path.phone)) fail('该手机号未绑定任何账号');
    return sendCode('reset', input.path.phone);
  },
  sendUserPhoneCode: async ({ input }) => sendCode('user', input.path.phone),
  sendMobileVerifyCode: async ({ input }) => sendCode('general', input.path.phone),

  checkMobileNumber: ({ input }) => ({ phone: input.query.phone, registered: !!userWithPhone(input.query.phone) }),

  loginByMobile: async ({ input }) => {
    const { phone, code } = input.body;
    const user = userWithPhone(phone);
    if (!user) fail('该手机号未注册，请先注册');
    checkCanSignIn(user);
    // The mobile pages send their code through notice/mobileverifycode; both codes sign in.
    const sent = checkSmsCode(['login', 'general'], phone, code);
    useSmsCode(sent);
    return issueTokens(user);
  },

  loginSingle: ({ input }) => ticketLogin(input.body),
  loginLeftNeighbor: ({ input }) => ticketLogin(input.body),

  registerPurchaser: async ({ input }) => {
    const body = input.body;
    checkNewAccount(body.username, body.phone, body.creditCode);
    const parent = body.parentOrgId ? t.orgs.require(body.parentOrgId, '上级单位') : undefined;
    if (parent && parent.orgType !== 2 && parent.orgType !== 3) fail('上级单位须为采购单位');
    if (body.attachments) checkAttachmentFiles(toAttachmentRefs(body.attachments));
    const password = decryptPassword(body.password);
    checkPasswordRule(password);
    useSmsCode(checkSmsCode(['register'], body.phone, body.code));
    const orgId = newId();
    const userId = newId();
    const createTime = now();
    await t.orgs.insert({
      id: orgId,
      orgNameZh: body.orgName,
      creditCode: body.creditCode,
      parentId: parent?.id ?? '0',
      orgType: 2,
      auditStatus: 0,
      status: 1,
      level: (parent?.level ?? 0) + 1,
      userId,
      contactName: body.contactName,
      contactPhone: body.phone,
      ...(body.address && { address: body.address }),
      createTime,
    });
    await t.users.insert({
      id: userId,
      account: body.username,
      fullName: body.contactName,
      userType: 0,
      purchaserType: 2,
      phone: body.phone,
      ...(body.email && { email: body.email }),
      orgId,
      orgName: body.orgName,
      status: 1,
      locked: 0,
      auditStatus: 0,
      roles: baseRole('purchaser'),
      createTime,
    });
    await t.credentials.insert({ id: userId, password, failedLogins: 0 });
    if (body.attachments?.length)
      await a.purchaserAttachments.insert({
        id: userId,
        // The request carries plain files: the first is the unit's certificate, the second the authorisation letter.
        attachments: body.attachments.map((file, index) => ({
          fileId: file.id,
          fileType: file.fileType,
          submittedFileName: file.submittedFileName,
          attachmentType: index === 0 ? 1 : index === 1 ? 2 : 3,
        })),
      });
    return { userId, orgId, auditStatus: 0 as const };
  },

  registerSupplier: async ({ input }) => {
    const body = input.body;
    checkNewAccount(body.username, body.phone, body.creditCode);
    if (a.suppliers.all().some((supplier) => supplier.orgNameZh === body.orgNameZh))
      fail(`供应商“${body.orgNameZh}”已注册`);
    if (body.attachments) checkAttachmentFiles(toAttachmentRefs(body.attachments));
    const password = decryptPassword(body.password);
    checkPasswordRule(password);
    useSmsCode(checkSmsCode(['register'], body.phone, body.code));
    // Codes of the stored Supplier (1 电商供应商, 2 本地供应商), as the administration's org/supplier/ reads them.
    const supplierType = body.supplierType ?? 2;
    const orgId = newId();
    const userId = newId();
    const createTime = now();
    await t.orgs.insert({
      id: orgId,
      orgNameZh: body.orgNameZh,
      creditCode: body.creditCode,
      parentId: '0',
      orgType: 4,
      auditStatus: 0,
      status: 1,
      level: 1,
      userId,
      contactName: body.contactName,
      contactPhone: body.phone,
      ...(body.address && { address: body.address }),
      createTime,
    });
    await t.users.insert({
      id: userId,
      account: body.username,
      fullName: body.contactName,
      userType: 3,
      phone: body.phone,
      ...(body.email && { email: body.email }),
      orgId,
      orgName: body.orgNameZh,
      status: 1,
      locked: 0,
      roles: baseRole(supplierType === 1 ? 'supplier_ecommerce' : 'supplier_local'),
      createTime,
    });
    await t.credentials.insert({ id: userId, password, failedLogins: 0 });
    await a.suppliers.insert({
      id: orgId,
      orgNameZh: body.orgNameZh,
      creditCode: body.creditCode,
      supplierType,
      legalPerson: body.legalPerson,
      // The request gives yuan; the Supplier keeps 万元.
      ...(body.registeredCapital !== undefined && { registeredCapital: body.registeredCapital / 10_000 }),
      ...(body.businessScope && { businessScope: body.businessScope }),
      ...(body.areaCode && { areaCode: body.areaCode }),
      ...(body.address && { address: body.address }),
      contactName: body.contactName,
      contactPhone: body.phone,
      ...(body.email && { email: body.email }),
      userId,
      account: body.username,
      auditStatus: 0,
      enable: 0,
      isCommitment: 0,
      // The request carries plain files: the first is the business licence, the others qualification certificates.
      attachments: (body.attachments ?? []).map((file, index) => ({
        fileId: file.id,
        fileType: file.fileType,
        submittedFileName: file.submittedFileName,
        attachmentType: index === 0 ? 1 : 5,
      })),
      createTime,
      updateTime: createTime,
    });
    return { userId, orgId, auditStatus: 0 as const };
  },

  resetPassword: async ({ input }) => {
    const { phone, code, username } = input.body;
    const user = userWithPhone(phone);
    if (!user) fail('该手机号未绑定任何账号');
    if (username && username.trim() !== user.account) fail('账号与手机号不匹配');
    const password = decryptPassword(input.body.password);
    checkPasswordRule(password);
    useSmsCode(checkSmsCode(['reset'], phone, code));
    await t.credentials.update(user.id, { password, failedLogins: 0 });
    // Resetting the password is how a user locked out by failed logins gets back in.
    if (user.locked === 1) await t.users.update(user.id, { locked: 0 });
    return true;
  },

  getHeadPicture: ({ session }) => {
    const user = currentUser(session);
    return { userId: user.id, url: user.headPicture ?? null };
  },
});
