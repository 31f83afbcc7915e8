// The purchaser's and the administrator's side of bidding, backhand and auction projects: create and save drafts,
// bidding rules, cancel, invalid bid (流标), buy again, invoice information, plan routing, process codes, and the
// public project lists of the mall.

import { projectStatusLabels } from '@zc/sdk/labels';
import { clockNow } from '../../engine/clock.ts';
import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { between, contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { formatDateTime, newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { platformTables } from '../../tables/platform.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { planTables } from '../../tables/welfare.ts';
import { currentUser } from '../accounts/session.ts';
import { startReview } from './phases.ts';
import { linkSourcePlan } from './plan-links.ts';
import { buyerOf, goodsOf, ownProject, type Project, picketagesOf, projectOf, routeWord, view } from './shared.ts';

type ProjectForm = Entity<'ProjectForm'>;
type Rules = Entity<'BiddingRules'>;

const numberPrefix: Record<number, string> = { 1: 'JJ', 2: 'FP', 3: 'PM' };
const later = (hours: number) => formatDateTime(new Date(clockNow().getTime() + hours * 3_600_000));

/** Why the project's times do not follow registration → first round, or null. */
function timesProblem(times: {
  registrationStartTime?: string;
  registrationEndTime?: string;
  startTime?: string;
  endTime?: string;
}): string | null {
  const { registrationStartTime: open, registrationEndTime: close, startTime: start, endTime: end } = times;
  if (open && close && close <= open) return '报名截止时间须晚于报名开始时间';
  if (close && start && start < close) return '竞价开始时间不能早于报名截止时间';
  if (start && end && end <= start) return '竞价结束时间须晚于竞价开始时间';
  return null;
}

/** Stored files by id (uploaded first with file/upload). */
const filesOf = (ids: readonly string[] | undefined) =>
  (ids ?? []).map((id) => platformTables.files.require(id, `文件 ${id}`));

/** Checks a project form before anything is written. */
function checkForm(form: ProjectForm, existing: Project | undefined) {
  if (existing && existing.status !== 0 && existing.status !== 2)
    fail(`项目当前为“${projectStatusLabels[existing.status]}”，只有草稿或审核驳回的项目可以修改`);
  if (existing && existing.projectType !== form.projectType) fail('项目类型不能修改');
  if (form.projectType === 4) fail('在线寻源请在寻源管理中创建');
  const problem = timesProblem({ registrationStartTime: form.registrationStartTime ?? now(), ...form });
  if (problem) fail(problem);
  if (form.registrationEndTime <= now()) fail('报名截止时间须晚于当前时间');
  if (!form.goods.length) fail('请至少添加一个商品');
  const empty = form.goods.find((line) => !(line.quantity > 0));
  if (empty) fail(`商品“${empty.goodsName}”的数量须大于0`);
  if (form.depositRequired === 1 && !(form.depositAmount && form.depositAmount > 0)) fail('请填写保证金金额');
  if (
    form.processCode &&
    !t.processCodes
      .all()
      .some((row) => row.processCode === form.processCode && row.projectType === form.projectType && row.stage !== 2)
  )
    fail(`审批流程编码“${form.processCode}”不存在`);
  if (form.planId && !planTables.plans.get(form.planId)) fail('采购计划不存在或已删除');
  if (form.submit === 1 && !existing?.rules) fail('请先设置竞价规则再提交');
}

/** The goods lines of a form, keeping the ids of lines the project already has. */
function linesOf(projectId: string, form: ProjectForm): Entity<'ProjectGoods'>[] {
  const existing = new Set(goodsOf(projectId).map((row) => row.id));
  return form.goods.map(({ id, ...line }) => ({
    ...line,
    id: id && existing.has(id) ? id : newId(),
    projectId,
  }));
}

/** Bids of a project that ends without a deal lose their force, and confirmed deposits go back. */
async function closeOut(project: Project, reason: string) {
  for (const bid of t.bids.all())
    if (bid.projectId === project.id && bid.status === 1) await t.bids.update(bid.id, { status: 3 });
  for (const certificate of t.certificates.all()) {
    if (certificate.projectId !== project.id || (certificate.depositStatus !== 2 && certificate.depositStatus !== 3))
      continue;
    await t.certificates.update(certificate.id, { depositStatus: 4 });
    await t.paymentLogs.insert({
      id: newId(),
      projectId: project.id,
      projectName: project.projectName,
      projectType: project.projectType,
      supplierId: certificate.supplierId,
      supplierName: certificate.supplierName,
      payType: 2,
      amount: certificate.depositAmount ?? project.depositAmount ?? 0,
      payStatus: 1,
      payTime: now(),
      remark: `${reason}，保证金原路退还`,
      createTime: now(),
    });
  }
}

/** Why a project in this phase cannot be ended (cancel or invalid bid), or null. */
function unendable(project: Project, action: '取消' | '流标'): string | null {
  if (project.status === 12) return action === '取消' ? '项目已取消，请勿重复操作' : '项目已取消，不能流标';
  if (project.status === 11) return action === '流标' ? '项目已流标，请勿重复操作' : '项目已流标，不能取消';
  if (project.status === 10 || project.status === 9) return `项目${projectStatusLabels[project.status]}，不能${action}`;
  if (action === '流标' && project.status < 4)
    return project.status === 3 ? '项目报名中，报名截止后才能流标' : '项目尚未发布，不能流标';
  return null;
}

/** Whether the rules may change: until the bidding starts, and not while the project is in approval. */
function rulesProblem(project: Project): string | null {
  if (project.status === 1) return '项目审核中，不能修改竞价规则';
  if (project.status >= 6) return `项目当前为“${projectStatusLabels[project.status]}”，不能修改竞价规则`;
  return null;
}

function checkRules(project: Project, rules: Entity<'BiddingRulesForm'>) {
  if (!(rules.minStep > 0)) fail('最小报价幅度须大于0');
  if (rules.maxStep !== undefined && rules.maxStep < rules.minStep) fail('最大报价幅度不能小于最小报价幅度');
  if (project.projectType === 3 && rules.startPrice === undefined) fail('拍卖项目须设置起拍价');
  if (project.projectType !== 3 && rules.reservePrice !== undefined) fail('只有拍卖项目可以设置保留价');
  if (rules.secondRound === 1 && (!rules.secondRoundMinutes || !rules.secondRoundSupplierCount))
    fail('设置第二轮报价时须填写第二轮时长和入围供应商数');
  if (project.projectType === 3 && rules.secondRound === 1) fail('拍卖项目不设第二轮');
}

/** A project the caller may read: the purchaser its organisation's, suppliers and the mall published ones. */
function readable(session: TokenClaims | null, id: string) {
  const user = currentUser(session);
  if (user.userType === 0) return ownProject(session, id).project;
  const project = projectOf(id);
  if (project.status < 3) fail('项目未发布', 403);
  return project;
}

export const managementHandlers = defineHandlers({
  createProject: async ({ input, session }) => {
    const form = input.body;
    const buyer = buyerOf(session);
    const existing = form.id ? ownProject(session, form.id).project : undefined;
    checkForm(form, existing);
    const id = existing?.id ?? newId();
    const lines = linesOf(id, form);
    const budget = twoDecimals(lines.reduce((sum, line) => sum + (line.budgetPrice ?? 0) * line.quantity, 0));
    // Submitted with an approval process it waits for approval; without one there is nothing to approve with and it
    // is published at once (报名中).
    const status = form.submit === 1 ? (form.processCode ? 1 : 3) : 0;
    const serial = t.projects.count((row) => row.projectType === form.projectType) + 1;
    const { goods: _goods, attachmentIds, submit: _submit, id: _id, ...fields } = form;
    const project: Project = {
      ...(existing ?? {}),
      ...fields,
      id,
      projectNo:
        existing?.projectNo ??
        `${numberPrefix[form.projectType]}${now().slice(0, 7).replace('-', '')}${String(serial).padStart(6, '0')}`,
      status,
      purchaserOrgId: existing?.purchaserOrgId ?? buyer.orgId,
      purchaserOrgName: existing?.purchaserOrgName ?? buyer.orgName,
      purchaseUserId: existing?.purchaseUserId ?? buyer.user.id,
      purchaseUserName: existing?.purchaseUserName ?? buyer.user.fullName,
      registrationStartTime: form.registrationStartTime ?? existing?.registrationStartTime ?? now(),
      budgetAmount: form.budgetAmount ?? budget,
      currentRound: 1,
      depositRequired: form.depositRequired ?? 0,
      ...(form.depositRequired === 1 ? {} : { depositAmount: 0 }),
      attachments: attachmentIds ? filesOf(attachmentIds) : (existing?.attachments ?? []),
      // Submitted again, a refused project is judged afresh.
      ...(form.submit === 1 && { rejectReason: undefined }),
      createTime: existing?.createTime ?? now(),
      updateTime: now(),
    };
    if (existing) {
      for (const line of goodsOf(id)) if (!lines.some((row) => row.id === line.id)) t.projectGoods.remove(line.id);
      await t.projects.update(id, project);
    } else await t.projects.insert(project);
    for (const line of lines)
      if (t.projectGoods.get(line.id)) await t.projectGoods.update(line.id, line);
      else await t.projectGoods.insert(line);
    if (form.submit === 1) await linkSourcePlan(projectOf(id));
    if (status === 1)
      await startReview(
        { id, no: project.projectNo, name: project.projectName, processCode: project.processCode },
        buyer.user,
      );
    return view(projectOf(id), true);
  },
  getProject: ({ input, session }) => view(readable(session, input.path.id), true),
  pageProjects: ({ input, session }) => {
    const buyer = buyerOf(session);
    const q = input.query ?? {};
    const rows = t.projects
      .all()
      .filter(
        (project) =>
          (buyer.admin || project.purchaserOrgId === buyer.orgId) &&
          equals(project.purchaserOrgId, q.purchaserOrgId) &&
          equals(project.projectType, q.projectType) &&
          equals(project.status, q.status) &&
          contains(project.projectName, q.projectName) &&
          contains(project.projectNo, q.projectNo) &&
          equals(project.rules?.pickRule, q.pickRule) &&
          between(project.createTime, q.startDate, q.endDate),
      );
    const page = paginate(newestFirst(rows, 'createTime'), q);
    return { ...page, records: page.records.map((project) => view(project)) };
  },
  cancelProject: async ({ input, session }) => {
    const { project } = ownProject(session, input.path.id);
    const refusal = unendable(project, '取消');
    if (refusal) fail(refusal);
    await t.projects.update(project.id, { status: 12, cancelReason: input.body.reason, updateTime: now() });
    await closeOut(project, '项目取消');
    return true;
  },
  invalidBidProject: async ({ input, session }) => {
    const { project } = ownProject(session, input.path.id);
    const refusal = unendable(project, '流标');
    if (refusal) fail(refusal);
    await t.projects.update(project.id, { status: 11, invalidReason: input.body.reason, updateTime: now() });
    await closeOut(project, '项目流标');
    return true;
  },
  saveBiddingRules: async ({ input, session }) => {
    const form = input.body;
    const { project } = ownProject(session, form.projectId);
    const problem = rulesProblem(project);
    if (problem) fail(problem);
    checkRules(project, form);
    const rules: Rules = { ...form, projectId: project.id };
    await t.projects.update(project.id, { rules, updateTime: now() });
    return rules;
  },
  buyProjectAgain: async ({ input, session }) => {
    const { buyer, project } = ownProject(session, input.path.id);
    if (project.projectType === 4) fail('在线寻源请在寻源管理中再次采购');
    const id = newId();
    const serial = t.projects.count((row) => row.projectType === project.projectType) + 1;
    const {
      picketageApplySourceId: _source,
      cancelReason: _cancel,
      invalidReason: _invalid,
      secondRoundStartTime: _secondStart,
      secondRoundEndTime: _secondEnd,
      registeredCount: _registered,
      bidCount: _bids,
      currentBestPrice: _best,
      goods: _goods,
      ...rest
    } = project;
    await t.projects.insert({
      ...rest,
      id,
      projectNo: `${numberPrefix[project.projectType]}${now().slice(0, 7).replace('-', '')}${String(serial).padStart(6, '0')}`,
      status: 0,
      purchaseUserId: buyer.user.id,
      purchaseUserName: buyer.user.fullName,
      registrationStartTime: now(),
      registrationEndTime: later(24 * 7),
      startTime: later(24 * 10),
      endTime: later(24 * 10 + 2),
      currentRound: 1,
      ...(project.rules ? { rules: { ...project.rules, projectId: id } } : {}),
      createTime: now(),
      updateTime: now(),
    });
    for (const line of goodsOf(project.id)) await t.projectGoods.insert({ ...line, id: newId(), projectId: id });
    return view(projectOf(id), true);
  },
  getProjectReceipts: ({ input, session }) => {
    const user = currentUser(session);
    const project = projectOf(input.query.projectId);
    if (user.userType === 0) ownProject(session, project.id);
    else if (!picketagesOf(project.id).some((row) => row.supplierId === user.orgId && row.status !== 2))
      fail('无权查看该项目的收票信息', 403);
    return t.receipts.all().filter((row) => row.projectId === project.id);
  },
  saveProjectReceipt: async ({ input, session }) => {
    const { id, ...form } = input.body;
    const { project } = ownProject(session, form.projectId);
    if (form.invoiceType === 2 && (!form.bankName || !form.bankAccount || !form.registerAddress || !form.registerPhone))
      fail('增值税专用发票须填写开户银行、银行账号、注册地址和注册电话');
    if (id) {
      const existing = t.receipts.require(id, '收票信息');
      if (existing.projectId !== project.id) fail('收票信息不属于该项目');
      return t.receipts.update(id, { ...form, projectId: project.id });
    }
    return t.receipts.insert({ ...form, id: newId(), projectId: project.id });
  },
  getProjectPlanRouter: ({ input, session }) => {
    const buyer = buyerOf(session);
    const plan = planTables.plans.require(input.query.planId, '采购计划');
    if (!buyer.admin && plan.purchaserId !== buyer.orgId) fail('无权使用其他单位的采购计划', 403);
    const projectType = ({ 2: 1, 3: 2, 5: 3 } as const)[plan.purchaseType as 2 | 3 | 5];
    if (!projectType) fail('该采购计划的采购方式不是竞价、反拍或拍卖');
    const made = newestFirst(
      t.projects.all().filter((row) => row.planId === plan.id),
      'createTime',
    )[0];
    if (!made && plan.status !== 2) fail('采购计划未审批通过，不能转为项目');
    const word = routeWord[projectType];
    return {
      planId: plan.id,
      projectType,
      ...(made ? { projectId: made.id } : {}),
      router: made && made.status !== 0 ? `/my-${word}` : `/${word}-add`,
    };
  },
  listMallProjects: ({ input }) => {
    const q = input.query ?? {};
    const rows = t.projects
      .all()
      .filter(
        (project) =>
          project.status >= 3 &&
          project.status !== 12 &&
          (q.projectType === undefined ? project.projectType !== 4 : project.projectType === q.projectType) &&
          equals(project.status, q.status) &&
          contains(project.projectName, q.projectName),
      );
    const page = paginate(newestFirst(rows, 'createTime'), q);
    return { ...page, records: page.records.map((project) => view(project)) };
  },
  listProjectProcessCodes: ({ input }) => {
    const q = input.query ?? {};
    return t.processCodes.all().filter((row) => equals(row.projectType, q.projectType) && equals(row.stage, q.stage));
  },
});
