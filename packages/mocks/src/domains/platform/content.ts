// Content: notices, messages with a read state per user, and the mall's administered content.
import { noticeStatusLabels } from '@zc/sdk/labels';
import type { Context } from '../../engine/define.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { unique } from '../../engine/resource.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { isAdminUser } from '../accounts/admin-handlers.ts';
import { currentUser } from '../accounts/session.ts';
import { fileUrl } from '../files/files.ts';
import { decide, flowFor, instanceOf, openStepOf, startApproval, unitApprovers } from '../workflow/instances.ts';
import { bySort, family } from './crud.ts';
import { categoryNamed } from './lookups.ts';

type Notice = Entity<'Notice'>;
type Message = Entity<'Message'>;
type Session = Context<'getNoticeInfo'>['session'];

// ---- notices
const noticeState = { draft: 0, published: 1, withdrawn: 2, pending: 3, rejected: 4 } as const;

/** Who approves a purchaser organisation's notices: its approvers and project managers, as for its orders. */
const approvesNotices = (user: Entity<'User'>) =>
  (user.roles ?? []).some((role) => role.roleCode === 'approver' || role.roleCode === 'project_manager');

/** Whether the user decides the notice now: the holder of its open task, or an approver when it has no flow. */
function checksNotice(user: Entity<'User'>, notice: Notice) {
  const instance = instanceOf(5, notice.id);
  return instance ? openStepOf(instance, user.id) !== undefined : approvesNotices(user);
}

/** A notice submitted for approval waits for its department's flow, when the department has one. */
async function startNoticeApproval(notice: Notice, publisher: Entity<'User'>) {
  if (!flowFor(publisher.orgId, 5)) return;
  await startApproval({
    businessType: 5,
    businessKey: notice.id,
    businessNo: notice.projectNo ?? notice.id,
    title: notice.title,
    applicant: publisher,
    approvers: unitApprovers(publisher),
  });
}

function noticeFilter(query: Record<string, unknown>) {
  return (notice: Notice) =>
    contains(notice.title, query.title) &&
    equals(notice.noticeType, query.noticeType) &&
    equals(notice.projectType, query.projectType) &&
    contains(notice.publishOrgName, query.publishOrgName) &&
    equals(notice.status, query.status);
}
const byPublishTime = (rows: Notice[]) =>
  [...rows].sort((a, b) => (b.publishTime ?? b.createTime).localeCompare(a.publishTime ?? a.createTime));

/** A notice the caller may see: published ones, or any of the caller's organisation (or all, for an admin). */
function visibleNotice(id: string, session: Session): Notice {
  const notice = t.notices.require(id, '公告');
  if (notice.status === noticeState.published) return notice;
  const me = session ? accountTables.users.get(session.userId) : undefined;
  if (me && (isAdminUser(me) || me.orgId === notice.publishOrgId)) return notice;
  fail('公告不存在或已删除', 404);
}

function noticeFields(body: Entity<'NoticeForm'>) {
  if (body.endTime && body.endTime <= now() && body.status === noticeState.published) fail('截止时间不能早于当前时间');
  const { id: _id, ...fields } = body;
  return {
    ...fields,
    status: body.status ?? noticeState.draft,
    ...(body.status === noticeState.published && { publishTime: now() }),
  };
}

// ---- messages
/** Receivers of a platform message: everyone, purchasers, suppliers or the chosen users (enabled accounts). */
function receiversOf(body: Entity<'PlatformMessageRequest'>) {
  const users = accountTables.users.all().filter((user) => user.status === 1);
  switch (body.receiverType) {
    case 1:
      return users.filter((user) => user.userType === 0);
    case 2:
      return users.filter((user) => user.userType !== 0);
    case 3: {
      if (!body.receiverIds?.length) fail('请选择接收消息的用户');
      return [...new Set(body.receiverIds)].map((id) => accountTables.users.require(id, '接收用户'));
    }
    default:
      return users;
  }
}

function myMessage(id: string, session: Session): Message {
  const message = t.messages.require(id, '消息');
  if (message.receiverId !== currentUser(session).id) fail('消息不存在或已删除', 404);
  return message;
}

/** Platform messages count who read them live (their inbox copies carry the platform message id as bizId). */
const withReadCount = (sent: Entity<'PlatformMessage'>) => ({
  ...sent,
  readCount: t.messages.count((message) => message.bizId === sent.id && message.readFlag === 1),
});

export const contentHandlers = defineHandlers({
  // ---- notices
  pageQueryNotices: ({ input }) => {
    const query = input.query ?? {};
    const rows = t.notices.all().filter((n) => n.status === noticeState.published && noticeFilter(query)(n));
    return paginate(byPublishTime(rows), query);
  },
  pageQueryPurchaseNotices: ({ input, session }) => {
    const me = currentUser(session);
    const query = input.query ?? {};
    // An administrator also sees what the other organisations made public, to withdraw it if need be.
    const shown = (n: Notice) =>
      n.publishOrgId === me.orgId ||
      (isAdminUser(me) && (n.status === noticeState.published || n.status === noticeState.withdrawn));
    const rows = t.notices.all().filter((n) => shown(n) && noticeFilter(query)(n));
    return paginate(byPublishTime(rows), query);
  },
  // A notice of a department with an approval flow waits for its task holders; otherwise for the organisation's
  // approvers and project managers.
  pageNoticesToCheck: ({ input, session }) => {
    const me = currentUser(session);
    const query = input.query ?? {};
    const rows = t.notices
      .all()
      .filter(
        (n) =>
          n.publishOrgId === me.orgId &&
          n.status === noticeState.pending &&
          checksNotice(me, n) &&
          noticeFilter(query)(n),
      );
    return paginate(newestFirst(rows, 'createTime'), query);
  },
  checkPurchaseNotice: async ({ input, session }) => {
    const me = currentUser(session);
    const { id, result, opinion } = input.body;
    const notice = t.notices.get(id);
    if (!approvesNotices(me) && !(notice && checksNotice(me, notice))) fail('只有审批人可以审核公告', 403);
    if (!notice) fail('公告不存在或已删除', 404);
    if (notice.publishOrgId !== me.orgId) fail('只能审核本单位的公告', 403);
    if (notice.status !== noticeState.pending) fail(`公告当前为“${noticeStatusLabels[notice.status]}”状态，不能审核`);
    if (result === 2 && !opinion?.trim()) fail('驳回公告请填写驳回原因');
    if (!checksNotice(me, notice)) fail('该公告不在您的待审核任务中');
    const instance = instanceOf(5, notice.id);
    const step = openStepOf(instance, me.id);
    if (instance && step) {
      await decide(instance, step.taskId, me, { approval: result === 1 ? 0 : 1, remark: opinion?.trim() ?? '' });
      return t.notices.require(notice.id, '公告');
    }
    const decided = {
      auditorName: me.fullName,
      auditTime: now(),
      ...(opinion?.trim() && { auditOpinion: opinion.trim() }),
    };
    if (result === 2) return t.notices.update(notice.id, { ...decided, status: noticeState.rejected });
    return t.notices.update(notice.id, { ...decided, status: noticeState.published, publishTime: now() });
  },
  projectNoticePageList: ({ input }) => {
    const body = input.body;
    const rows = t.notices
      .all()
      .filter(
        (n) =>
          n.status === noticeState.published &&
          n.projectType !== undefined &&
          noticeFilter({ title: body.title, noticeType: body.noticeType, projectType: body.projectType })(n),
      );
    return paginate(byPublishTime(rows), { current: body.current, size: body.size });
  },
  getNoticeInfo: async ({ input, session }) => {
    const notice = visibleNotice(input.query.id, session);
    return t.notices.update(notice.id, { viewCount: (notice.viewCount ?? 0) + 1 });
  },
  addNotice: async ({ input, session }) => {
    const me = currentUser(session);
    return t.notices.insert({
      id: newId(),
      ...noticeFields(input.body),
      publishOrgId: me.orgId,
      publishOrgName: me.orgName ?? accountTables.orgs.get(me.orgId)?.orgNameZh,
      viewCount: 0,
      createTime: now(),
    });
  },
  updateNotice: async ({ input, session }) => {
    const notice = visibleNotice(input.body.id ?? '', session);
    const me = currentUser(session);
    if (!isAdminUser(me) && notice.publishOrgId !== me.orgId) fail('只能修改本单位的公告', 403);
    // A notice waiting for or refused by a purchaser's approver is edited back into a draft.
    const current =
      notice.status === noticeState.pending || notice.status === noticeState.rejected
        ? noticeState.draft
        : notice.status;
    const next = input.body.status ?? current;
    if (notice.status === noticeState.published && next !== noticeState.withdrawn)
      fail('已发布的公告不能修改，请先撤回');
    if (notice.status === noticeState.withdrawn && next === noticeState.draft) fail('已撤回的公告不能改为草稿');
    const fields = noticeFields({ ...input.body, status: next });
    return t.notices.update(notice.id, notice.status === noticeState.published ? { status: next } : fields);
  },
  deleteNotice: ({ input, session }) => {
    const notice = visibleNotice(input.path.id, session);
    const me = currentUser(session);
    if (!isAdminUser(me) && notice.publishOrgId !== me.orgId) fail('只能删除本单位的公告', 403);
    if (notice.status === noticeState.published) fail('已发布的公告不能删除，请先撤回');
    t.notices.remove(notice.id);
    return true;
  },
  pushPurchaseNotice: async ({ input, session }) => {
    const me = currentUser(session);
    if (me.userType !== 0) fail('只有采购人可以发布项目公告');
    const body = input.body;
    if (
      body.noticeType !== 2 &&
      t.notices
        .all()
        .some(
          (n) =>
            n.projectId === body.projectId &&
            n.noticeType === body.noticeType &&
            (n.status === noticeState.published || n.status === noticeState.pending),
        )
    )
      fail('该项目已发布或已提交同类公告，如需变更请发布变更公告');
    const notice = await t.notices.insert({
      id: newId(),
      ...body,
      status: noticeState.pending,
      publishOrgId: me.orgId,
      publishOrgName: me.orgName ?? accountTables.orgs.get(me.orgId)?.orgNameZh,
      viewCount: 0,
      createTime: now(),
    });
    await startNoticeApproval(notice, me);
    return t.notices.require(notice.id, '公告');
  },

  // ---- messages
  listMyMessages: ({ input, session }) => {
    const me = currentUser(session);
    const query = input.query ?? {};
    const rows = t.messages
      .all()
      .filter(
        (m) =>
          m.receiverId === me.id &&
          equals(m.readFlag, query.readFlag) &&
          equals(m.msgType, query.msgType) &&
          contains(m.title, query.title),
      );
    return paginate(newestFirst(rows, 'sendTime'), query);
  },
  getMessage: ({ input, session }) => myMessage(input.path.id, session),
  readMessage: async ({ input, session }) => {
    const message = myMessage(input.path.id, session);
    if (message.readFlag !== 1) await t.messages.update(message.id, { readFlag: 1, readTime: now() });
    return true;
  },
  readAllMessages: async ({ session }) => {
    const me = currentUser(session);
    const readTime = now();
    for (const message of t.messages.all())
      if (message.receiverId === me.id && message.readFlag !== 1)
        await t.messages.update(message.id, { readFlag: 1, readTime });
    return true;
  },
  pagePlatformMessages: ({ input }) => {
    const query = input.query ?? {};
    const rows = t.platformMessages
      .all()
      .filter((m) => contains(m.title, query.title) && equals(m.receiverType, query.receiverType));
    const page = paginate(newestFirst(rows, 'sendTime'), query);
    return { ...page, records: page.records.map(withReadCount) };
  },
  getPlatformMessage: ({ input }) => withReadCount(t.platformMessages.require(input.path.id, '消息')),
  pagePlatformMessageReceivers: ({ input }) => {
    const sent = t.platformMessages.require(input.path.id, '消息');
    const query = input.query ?? {};
    const rows = t.messages
      .all()
      .filter((message) => message.bizId === sent.id && equals(message.readFlag, query.readFlag))
      .map((message) => {
        const user = accountTables.users.get(message.receiverId ?? '');
        return {
          messageId: message.id,
          userId: message.receiverId ?? '',
          account: user?.account ?? '',
          fullName: user?.fullName ?? '已删除的用户',
          ...(user?.orgName && { orgName: user.orgName }),
          readFlag: message.readFlag,
          readTime: message.readTime ?? null,
        };
      })
      .filter(
        (row) =>
          contains(row.account, query.keyword) ||
          contains(row.fullName, query.keyword) ||
          contains(row.orgName, query.keyword),
      );
    return paginate(rows, query);
  },
  sendPlatformMessage: async ({ input, session }) => {
    const me = currentUser(session);
    const body = input.body;
    const receivers = receiversOf(body);
    if (receivers.length === 0) fail('没有可接收消息的用户');
    const sendTime = now();
    const sent = await t.platformMessages.insert({
      id: newId(),
      title: body.title,
      content: body.content,
      msgType: body.msgType ?? 4,
      receiverType: body.receiverType,
      ...(body.receiverType === 3 && { receiverIds: receivers.map((user) => user.id) }),
      receiverCount: receivers.length,
      readCount: 0,
      senderName: me.fullName,
      sendTime,
    });
    for (const receiver of receivers)
      await t.messages.insert({
        id: newId(),
        title: body.title,
        content: body.content,
        msgType: body.msgType ?? 4,
        senderId: '0',
        senderName: '平台运营中心',
        receiverId: receiver.id,
        readFlag: 0,
        bizId: sent.id,
        sendTime,
        readTime: null,
      });
    return sent;
  },

  // ---- administered content of the mall
  ...family(t.banners, {
    label: '轮播图',
    page: 'pageSysBanners',
    detail: 'getSysBanner',
    add: 'addSysBanner',
    edit: 'updateSysBanner',
    remove: 'deleteSysBanner',
    order: bySort,
    defaults: { sort: 0, isEnable: 1 },
    check: (body, existing) => {
      const start = (body.startTime ?? existing?.startTime) as string | undefined;
      const end = (body.endTime ?? existing?.endTime) as string | undefined;
      if (start && end && start > end) fail('开始时间不能晚于结束时间');
    },
  }),
  ...family(t.floors, {
    label: '首页楼层',
    page: 'pageIndexFloors',
    detail: 'getIndexFloor',
    add: 'addIndexFloor',
    edit: 'updateIndexFloor',
    remove: 'deleteIndexFloor',
    order: bySort,
    defaults: { sort: 0, isEnable: 1 },
    check: unique(t.floors, 'floorName', '楼层'),
  }),
  ...family(t.productAreas, {
    label: '商品专区',
    page: 'pageProductAreas',
    detail: 'getProductArea',
    add: 'addProductArea',
    edit: 'updateProductArea',
    remove: 'deleteProductArea',
    order: bySort,
    defaults: { sort: 0, isEnable: 1 },
    check: unique(t.productAreas, 'areaCode', '专区编码'),
  }),
  ...family(t.categorySquare, {
    label: '品类广场',
    page: 'pageCategorySquareSettings',
    detail: 'getCategorySquareSetting',
    add: 'addCategorySquareSetting',
    edit: 'updateCategorySquareSetting',
    remove: 'deleteCategorySquareSetting',
    order: bySort,
    defaults: { sort: 0, isEnable: 1 },
    derive: (body, existing) => ({
      categoryName: categoryNamed(body.categoryId ?? existing?.categoryId).name,
    }),
  }),
  ...family(t.information, {
    label: '资讯',
    page: 'pageInformationArticles',
    detail: 'getInformationArticle',
    add: 'addInformationArticle',
    edit: 'updateInformationArticle',
    remove: 'deleteInformationArticle',
    order: (rows) => newestFirst(rows, 'createTime'),
    defaults: { status: 0, viewCount: 0 },
    derive: (body, existing) =>
      body.status === 1 && existing?.status !== 1 ? { publishTime: now() } : ({} as Record<string, never>),
  }),
  ...family(t.introductions, {
    label: '平台介绍',
    page: 'pagePlatformIntroductions',
    detail: 'getPlatformIntroduction',
    add: 'addPlatformIntroduction',
    edit: 'updatePlatformIntroduction',
    remove: 'deletePlatformIntroduction',
    order: bySort,
    defaults: { sort: 0, isEnable: 1 },
    derive: () => ({ updateTime: now() }),
  }),
  // Read by anyone through pagePlatformRules and getPlatformRule (mall-texts.ts); written by the administrator.
  ...family(t.platformRules, {
    label: '平台规则',
    add: 'addPlatformRule',
    edit: 'updatePlatformRule',
    remove: 'deletePlatformRule',
    defaults: { sort: 0, isEnable: 1 },
    check: unique(t.platformRules, 'title', '平台规则'),
    derive: () => ({ updateTime: now() }),
  }),
  ...family(t.handbooks, {
    label: '操作手册',
    page: 'pageFileHandBooks',
    detail: 'getFileHandBook',
    add: 'addFileHandBook',
    edit: 'updateFileHandBook',
    remove: 'deleteFileHandBook',
    order: bySort,
    defaults: { sort: 0, isEnable: 1, downloadCount: 0 },
    derive: (body, existing) => {
      const file = t.files.require(String(body.fileId ?? existing?.fileId), '手册文件');
      return { fileType: file.fileType, fileUrl: file.url ?? fileUrl(file.fileType, file.id) };
    },
  }),
  ...family(t.characteristics, {
    label: '特色专区',
    page: 'pageSysCharacteristics',
    detail: 'getSysCharacteristic',
    add: 'addSysCharacteristic',
    edit: 'updateSysCharacteristic',
    remove: 'deleteSysCharacteristic',
    order: bySort,
    defaults: { sort: 0, isEnable: 1 },
  }),
});
