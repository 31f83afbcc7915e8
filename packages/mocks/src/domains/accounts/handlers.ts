import { devPublicKey } from '../../auth/dev-keys.ts';
import { mockConfig } from '../../config.ts';
import { clientIp, defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { bearerToken, readToken } from '../../engine/jwt.ts';
import { newId, now } from '../../engine/random.ts';
import { fail, store } from '../../engine/store.ts';
import { accountTables as t } from '../../tables/accounts.ts';
import { platformTables } from '../../tables/platform.ts';
import { isAdminUser } from './admin-handlers.ts';
import { checkPasswordRule } from './passwords.ts';
import { checkRegistrationApproved } from './registration.ts';
import { roleType } from './seed.ts';
import {
  blacklistSignature,
  buttonListOf,
  checkCaptcha,
  currentUser,
  decryptPassword,
  grantedResources,
  isRevoked,
  issueCaptcha,
  issueTokens,
  revokeSession,
  signature,
} from './session.ts';

const maxFailedLogins = 5;

/** The login log's entry of a sign-in: refused when `refusal` says why. */
async function logSignIn(user: Entity<'User'>, request: Request, refusal?: string) {
  await platformTables.sysLogs.insert({
    id: newId(),
    logType: 1,
    userId: user.id,
    userName: user.account,
    module: '登录',
    operation: '用户登录',
    method: 'POST',
    requestUrl: '/api/login',
    ip: clientIp(request),
    ...(request.headers.get('user-agent') && { userAgent: request.headers.get('user-agent') as string }),
    costMs: 0,
    result: refusal ? 0 : 1,
    ...(refusal && { errorMsg: refusal }),
    createTime: now(),
  });
}
/** The public key as the server sends it: base64 of the X.509 SubjectPublicKeyInfo, without PEM armour. */
const publicKeyBase64 = devPublicKey.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

type MenuNode = Entity<'MenuNode'>;

function menuTree(user: Entity<'User'>): MenuNode[] {
  const menus = grantedResources(user).filter((resource) => resource.resourceType === 1);
  const nodes = new Map<string, MenuNode>(
    menus.map((resource) => [
      resource.id,
      {
        id: resource.id,
        parentId: resource.parentId,
        url: resource.url ?? '',
        module: resource.module ?? 'main',
        name: resource.name,
        icon: resource.icon,
        show: resource.show ?? 1,
        sort: resource.sort,
        authority: [resource.code ?? resource.id],
        children: [],
      },
    ]),
  );
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children?.push(node);
    else roots.push(node);
  }
  const sortTree = (list: MenuNode[]): MenuNode[] =>
    list
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      .map((node) => ({ ...node, children: sortTree(node.children ?? []) }));
  return sortTree(roots);
}

export const accountHandlers = defineHandlers({
  getRsaPublicKey: () => publicKeyBase64,
  getLoginCaptcha: () => issueCaptcha(),
  checkCancelVerifyCode: () => !mockConfig.captcha,

  login: async ({ input, request }) => {
    const { username, password, code, key } = input.body;
    checkCaptcha(key, code);
    const user = t.users
      .all()
      .find((candidate) => candidate.account === username.trim() || candidate.phone === username.trim());
    const credential = user && t.credentials.get(user.id);
    if (!user || !credential) fail('用户名或密码错误');
    // Every sign-in of a known account goes into the login log, refused ones too (the sign-in statistics read it).
    const refuse = async (message: string): Promise<never> => {
      await store.keep(() => logSignIn(user, request, message));
      fail(message);
    };
    if (user.locked === 1) await refuse('账号已锁定，请联系管理员解锁');
    if (user.status === 0) await refuse('账号已停用，请联系管理员');
    if (decryptPassword(password) !== credential.password) {
      const failedLogins = credential.failedLogins + 1;
      await store.keep(async () => {
        await t.credentials.update(user.id, { failedLogins });
        if (failedLogins >= maxFailedLogins) await t.users.update(user.id, { locked: 1 });
      });
      if (failedLogins >= maxFailedLogins) {
        await refuse(`密码连续错误 ${maxFailedLogins} 次，账号已锁定，请联系管理员解锁`);
      }
      await refuse(`用户名或密码错误，还可尝试 ${maxFailedLogins - failedLogins} 次`);
    }
    await t.credentials.update(user.id, { failedLogins: 0 });
    // Told only to whoever knows the password.
    checkRegistrationApproved(user);
    await logSignIn(user, request);
    return issueTokens(user);
  },

  refreshToken: async ({ input }) => {
    const { refreshToken } = input.body;
    const read = await readToken(refreshToken);
    if (read?.claims.kind !== 'refresh' || read.expired || isRevoked(read.claims, refreshToken))
      fail('刷新令牌无效或已过期，请重新登录', 401);
    if (read.claims.user_name !== input.body.username) fail('刷新令牌与用户不匹配，请重新登录', 401);
    return issueTokens(currentUser(read.claims));
  },

  // The path names the user token (an access token's signature part) or the whole token. Whose a bare signature is
  // cannot be told unless it is the caller's own, so only an administrator revokes another's.
  blacklistToken: async ({ input, request, session }) => {
    const me = currentUser(session);
    const named = input.path.token;
    const whole = named.includes('.') ? await readToken(named) : null;
    if (named.includes('.') && !whole) fail('令牌无效，不是本平台签发的令牌');
    const userToken = whole ? signature(named) : named;
    const own = whole
      ? whole.claims.userId === me.id
      : userToken === signature(bearerToken(request.headers.get('authorization')) ?? '');
    if (!own && !isAdminUser(me)) fail('只能注销自己的令牌', 403);
    blacklistSignature(userToken);
    return true;
  },

  logout: ({ session }) => {
    if (session) revokeSession(session.jti);
    return true;
  },

  getUserMenus: ({ input, session }) => {
    const me = currentUser(session);
    const isAdmin = (me.roles ?? []).some((role) => role.roleType === roleType.admin);
    if (input.path.id !== me.id && !isAdmin) fail('只能查看自己的菜单', 403);
    const user = t.users.require(input.path.id, '用户');
    return { menus: menuTree(user), buttonList: buttonListOf(user) };
  },

  changePassword: async ({ input, session }) => {
    const user = currentUser(session);
    if (input.path.id !== user.id) fail('只能修改自己的密码', 403);
    const credential = t.credentials.require(user.id, '账号');
    if (decryptPassword(input.body.oldPassword) !== credential.password) fail('原密码不正确');
    const next = decryptPassword(input.body.newPassword);
    checkPasswordRule(next);
    if (next === credential.password) fail('新密码不能与原密码相同');
    await t.credentials.update(user.id, { password: next });
    return true;
  },

  getSupplierEnable: ({ session }) => {
    const user = currentUser(session);
    return user.userType !== 0 && t.orgs.get(user.orgId)?.auditStatus === 1;
  },

  getSupplierRoleStr: ({ session }) =>
    (currentUser(session).roles ?? [])
      .filter((role) => role.roleType === roleType.supplier)
      .map((role) => role.roleCode)
      .join(','),
});
