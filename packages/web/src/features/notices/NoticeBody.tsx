import type { components } from '@zc/sdk';
import { noticeNoticeTypeLabels, noticeStatusLabels } from '@zc/sdk/labels';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';

type Notice = components['schemas']['Notice'];

/** A notice's facts (type, state, project, dates, the approver's opinion) and its sanitised text. */
export function NoticeBody({ notice }: { notice: Notice }) {
  const facts: [string, ReactNode][] = [
    ['公告类型', labelOf(noticeNoticeTypeLabels, notice.noticeType)],
    ['公告状态', labelOf(noticeStatusLabels, notice.status)],
    ['项目', notice.projectName ? `${notice.projectName}（${notice.projectNo ?? '--'}）` : '--'],
    ['截止时间', formatDateTime(notice.endTime)],
    ['发布时间', formatDateTime(notice.publishTime)],
    ['审核意见', notice.auditOpinion ?? '--'],
  ];
  return (
    <>
      <dl className="mb-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="shrink-0 text-slate-500">{label}：</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <SafeHtml html={notice.content} className="max-h-[50vh] overflow-auto rounded border border-slate-200 p-3" />
    </>
  );
}
