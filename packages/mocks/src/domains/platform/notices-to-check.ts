// The purchasing group's project notices waiting for its approver (公告审核), and one sent back.

import type { Entity } from '../../engine/entities.ts';
import { daysFromSeedDay, formatDate, formatDateTime, seedId } from '../../engine/random.ts';
import { accountTables } from '../../tables/accounts.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { defineContractRequests } from '../accounts/contract-requests.ts';
import { seededOrgs } from '../accounts/seed.ts';

const at = (days: number, hour: number) => {
  const date = daysFromSeedDay(days);
  date.setHours(hour, 0, 0);
  return formatDateTime(date);
};

const notices: [title: string, project: string, projectType: 1 | 2 | 3 | 4, noticeType: 1 | 2 | 3, status: 3 | 4][] = [
  ['华北能源集团复印纸竞价采购公告', '复印纸竞价采购项目', 1, 1, 3],
  ['华北能源集团劳保手套在线寻源采购公告', '劳保手套在线寻源采购项目', 3, 1, 3],
  ['华北能源集团激光打印机反拍采购变更公告', '激光打印机反拍采购项目', 2, 2, 3],
  ['华北能源集团安全帽竞价采购结果公告', '安全帽竞价采购项目', 1, 3, 4],
];

export async function seedNoticesToCheck() {
  const purchaser = accountTables.orgs.get(seededOrgs.purchaser) as Entity<'Org'>;
  for (const [i, [title, projectName, projectType, noticeType, status]] of notices.entries())
    t.notices.insert({
      id: seedId(t.notices),
      title,
      noticeType,
      projectType,
      projectId: seedId('notices.projectId'),
      projectNo: `XM${formatDate(daysFromSeedDay(-i)).replaceAll('-', '')}${101 + i}`,
      projectName,
      content: `<p>${title}。</p><p>一、项目名称：${projectName}</p><p>二、请符合条件的供应商在截止时间前登录平台报名参与，逾期不予受理。</p>`,
      publishOrgId: purchaser.id,
      publishOrgName: purchaser.orgNameZh,
      endTime: at(10 - i, 17),
      status,
      viewCount: 0,
      attachments: [],
      ...(status === 4 && {
        auditOpinion: '结果公告须附成交结果附件，请补充后重新提交',
        auditorName: '赵审批',
        auditTime: at(-1, 10),
      }),
      createTime: at(-i, 14),
    });
}

/** Requests of the contract suite for the approval of notices: an approver decides a seeded notice waiting for it. */
export const noticeCheckContractRequests = defineContractRequests({
  pageNoticesToCheck: { as: 'approver', input: () => ({ query: { current: 1, size: 10 } }) },
  checkPurchaseNotice: {
    as: 'approver',
    input: () => ({
      body: { id: t.notices.all().find((row) => row.status === 3)?.id ?? '', result: 1, opinion: '同意发布' },
    }),
  },
});
