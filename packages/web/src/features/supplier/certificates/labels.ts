import type { components } from '@zc/sdk';

type Certificate = components['schemas']['ProjectCertificate'];

export const certificateAuditLabels = { 0: '待审核', 1: '审核通过', 2: '审核驳回' } as const;
export const depositStatusLabels = { 0: '无需缴纳', 1: '待缴纳', 2: '已缴纳待确认', 3: '已确认', 4: '已退还' } as const;
export const projectTypeLabels = { 1: '竞价', 2: '反拍', 3: '拍卖' } as const;

/** A registration may be edited while the project still takes registrations and it awaits review, or once rejected. */
export const isEditable = (certificate: Pick<Certificate, 'auditStatus' | 'projectStatus'>) =>
  certificate.auditStatus === 2 || (certificate.auditStatus === 0 && certificate.projectStatus === 3);
