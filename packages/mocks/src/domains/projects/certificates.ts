// Registration (报名) for bidding, backhand and auction projects: the supplier registers with its qualification files
// and deposit vouchers and edits the registration; the purchaser reviews it and confirms the deposit. Deposits,
// refunds, contract payments and service fees are kept as payment records.

import { projectStatusLabels } from '@zc/sdk/labels';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { adminTables } from '../../tables/admin.ts';
import { platformTables } from '../../tables/platform.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { currentUser } from '../accounts/session.ts';
import { buyerOf, certificateOf, type Project, projectOf, supplierOf } from './shared.ts';

type Certificate = Entity<'ProjectCertificate'>;
type PaymentLog = Entity<'PaymentLog'>;

/** The account deposits are paid to (the platform's deposit account). */
const depositAccount = {
  depositAccountName: '政采商城平台运营中心保证金专户',
  depositBankName: '中国银行北京金融街支行',
  depositBankAccount: '3426 5678 9012 3456 789',
};

/** Stored files by id (uploaded first with file/upload). */
const filesOf = (ids: readonly string[] | undefined) =>
  (ids ?? []).map((id) => platformTables.files.require(id, `文件 ${id}`));

/** Why the project takes no registration now, or null. */
function registrationClosed(project: Project): string | null {
  if (project.status !== 3) return `项目当前为“${projectStatusLabels[project.status]}”，不在报名阶段`;
  const time = now();
  if (project.registrationStartTime && time < project.registrationStartTime) return '项目报名尚未开始';
  if (project.registrationEndTime && time > project.registrationEndTime) return '项目报名已截止';
  return null;
}

/** The deposit record of a registration (one per registration while the deposit is paid). */
const depositLog = (certificate: Certificate) =>
  t.paymentLogs
    .all()
    .find(
      (log) =>
        log.payType === 1 && log.projectId === certificate.projectId && log.supplierId === certificate.supplierId,
    );

/** Records (or updates) the deposit a supplier paid with its vouchers. */
async function recordDeposit(certificate: Certificate, project: Project) {
  const existing = depositLog(certificate);
  const fields = {
    amount: certificate.depositAmount ?? project.depositAmount ?? 0,
    payStatus: 0 as const,
    vouchers: certificate.depositVouchers ?? [],
    payTime: now(),
  };
  if (existing) return t.paymentLogs.update(existing.id, fields);
  return t.paymentLogs.insert({
    id: newId(),
    projectId: project.id,
    projectName: project.projectName,
    projectType: project.projectType,
    supplierId: certificate.supplierId,
    supplierName: certificate.supplierName,
    payType: 1,
    remark: '投标保证金',
    createTime: now(),
    ...fields,
  });
}

function certificateInfo(session: TokenClaims | null, projectId: string): Entity<'CertificateInfo'> {
  const supplier = supplierOf(session);
  const project = projectOf(projectId);
  const company = adminTables.suppliers.get(supplier.id);
  const certificate = certificateOf(project.id, supplier.id);
  const creditCode = company?.creditCode ?? accountTables.orgs.get(supplier.id)?.creditCode;
  return {
    projectId: project.id,
    projectName: project.projectName,
    supplierId: supplier.id,
    supplierName: supplier.name,
    ...(creditCode ? { creditCode } : {}),
    ...(project.depositRequired === 1 ? { depositAmount: project.depositAmount ?? 0, ...depositAccount } : {}),
    ...(certificate ? { certificate: { ...certificate, projectStatus: project.status } } : {}),
  };
}

/** Payment records the caller sees: a supplier its own, a purchaser its organisation's projects', the admin all. */
export function visiblePayments(session: TokenClaims | null) {
  const user = currentUser(session);
  if (user.userType !== 0) return (log: PaymentLog) => log.supplierId === user.orgId;
  const buyer = buyerOf(session);
  if (buyer.admin) return () => true;
  // Payments of its projects and of its sourcing inquiries (whose contracts are paid the same way).
  const own = new Set(
    [...t.projects.all(), ...t.sourcings.all()]
      .filter((record) => record.purchaserOrgId === buyer.orgId)
      .map((record) => record.id),
  );
  return (log: PaymentLog) => own.has(log.projectId);
}

export const certificateHandlers = defineHandlers({
  createProjectCertificate: async ({ input, session }) => {
    const form = input.body;
    const supplier = supplierOf(session);
    const project = projectOf(form.projectId);
    const closed = registrationClosed(project);
    if (closed) fail(closed);
    if (certificateOf(project.id, supplier.id)) fail('您已报名该项目，请勿重复报名');
    if (adminTables.suppliers.get(supplier.id)?.auditStatus !== 1) fail('供应商资质尚未审核通过，不能报名');
    const vouchers = filesOf(form.depositVoucherIds);
    const qualifications = filesOf(form.qualificationFileIds);
    const deposit = project.depositRequired === 1;
    const certificate = await t.certificates.insert({
      id: newId(),
      projectId: project.id,
      projectNo: project.projectNo,
      projectName: project.projectName,
      projectType: project.projectType,
      projectStatus: project.status,
      supplierId: supplier.id,
      supplierName: supplier.name,
      contactName: form.contactName,
      contactPhone: form.contactPhone,
      depositAmount: deposit ? (project.depositAmount ?? 0) : 0,
      depositStatus: deposit ? (vouchers.length ? 2 : 1) : 0,
      depositVouchers: vouchers,
      qualificationFiles: qualifications,
      auditStatus: 0,
      ...(project.registrationEndTime ? { registrationEndTime: project.registrationEndTime } : {}),
      createTime: now(),
    });
    if (deposit && vouchers.length) await recordDeposit(certificate, project);
    return certificate;
  },
  updateProjectCertificate: async ({ input, session }) => {
    const form = input.body;
    if (!form.id) fail('请指定要修改的报名记录');
    const supplier = supplierOf(session);
    const existing = t.certificates.require(form.id, '报名记录');
    if (existing.supplierId !== supplier.id) fail('无权修改其他供应商的报名', 403);
    if (form.projectId !== existing.projectId) fail('报名记录不属于该项目');
    const project = projectOf(existing.projectId);
    if (existing.auditStatus === 1) fail('报名已审核通过，不能修改');
    // A rejected registration may be corrected while the project has not started; otherwise only during registration.
    if (existing.auditStatus !== 2 || project.status > 5 || project.status < 3) {
      const closed = registrationClosed(project);
      if (closed) fail(closed);
    }
    const vouchers = form.depositVoucherIds ? filesOf(form.depositVoucherIds) : (existing.depositVouchers ?? []);
    const qualifications = form.qualificationFileIds
      ? filesOf(form.qualificationFileIds)
      : (existing.qualificationFiles ?? []);
    const deposit = project.depositRequired === 1;
    const updated = await t.certificates.update(existing.id, (row) => {
      row.contactName = form.contactName;
      row.contactPhone = form.contactPhone;
      row.depositVouchers = vouchers;
      row.qualificationFiles = qualifications;
      row.projectStatus = project.status;
      if (deposit && row.depositStatus !== 3) row.depositStatus = vouchers.length ? 2 : 1;
      // Corrected after a rejection: reviewed again.
      row.auditStatus = 0;
      delete row.auditOpinion;
      delete row.auditUserName;
      delete row.auditTime;
    });
    if (deposit && vouchers.length && updated.depositStatus === 2) await recordDeposit(updated, project);
    return updated;
  },
  auditProjectCertificate: async ({ input, session }) => {
    const { id, auditStatus, depositConfirmed, auditOpinion } = input.body;
    const buyer = buyerOf(session);
    const certificate = t.certificates.require(id, '报名记录');
    const project = projectOf(certificate.projectId);
    if (!buyer.admin && project.purchaserOrgId !== buyer.orgId) fail('无权审核其他单位项目的报名', 403);
    if (project.status < 3 || project.status > 5)
      fail(`项目当前为“${projectStatusLabels[project.status]}”，不能审核报名`);
    if (certificate.auditStatus !== 0) fail('该报名已审核，不能重复审核');
    if (auditStatus === 2 && !auditOpinion?.trim()) fail('驳回报名时请填写审核意见');
    const confirm = auditStatus === 1 && depositConfirmed === 1;
    if (confirm && certificate.depositStatus === 1) fail('供应商尚未上传保证金凭证，不能确认保证金');
    if (auditStatus === 1 && certificate.depositStatus === 2 && !confirm) fail('请先确认保证金到账再通过报名');
    await t.certificates.update(certificate.id, {
      auditStatus,
      auditOpinion: auditOpinion ?? (auditStatus === 1 ? '审核通过' : ''),
      auditUserName: buyer.user.fullName,
      auditTime: now(),
      projectStatus: project.status,
      ...(confirm && certificate.depositStatus === 2 ? { depositStatus: 3 as const } : {}),
    });
    const log = depositLog(certificate);
    if (log && log.payStatus === 0) {
      if (confirm) await t.paymentLogs.update(log.id, { payStatus: 1 });
      else if (auditStatus === 2) await t.paymentLogs.update(log.id, { payStatus: 2, remark: auditOpinion ?? '' });
    }
    return true;
  },
  getSupplierCertificateInfo: ({ input, session }) => certificateInfo(session, input.path.id),
  checkProjectCertificate: ({ input, session }) => {
    const supplier = supplierOf(session);
    const project = projectOf(input.path.id);
    const certificate = certificateOf(project.id, supplier.id);
    if (!certificate) {
      const closed = registrationClosed(project);
      return {
        projectId: project.id,
        registered: false,
        pass: !closed,
        message: closed ?? '您尚未报名该项目，可以报名',
      };
    }
    const message = [
      certificate.auditStatus === 0 ? '报名审核中，请等待采购单位审核' : '',
      certificate.auditStatus === 2 ? `报名审核未通过：${certificate.auditOpinion ?? ''}` : '',
      certificate.auditStatus === 1 && project.depositRequired === 1 && certificate.depositStatus < 3
        ? '保证金尚未确认到账'
        : '',
    ].find(Boolean);
    return {
      projectId: project.id,
      registered: true,
      auditStatus: certificate.auditStatus,
      pass: !message,
      message: message ?? '报名已审核通过，可以参与竞价',
    };
  },
  pagePaymentLogs: ({ input, session }) => {
    const q = input.query ?? {};
    const visible = visiblePayments(session);
    const rows = t.paymentLogs
      .all()
      .filter(
        (log) =>
          visible(log) &&
          equals(log.projectId, q.projectId) &&
          equals(log.projectType, q.projectType) &&
          equals(log.payType, q.payType),
      );
    return paginate(newestFirst(rows, 'createTime'), q);
  },
});
