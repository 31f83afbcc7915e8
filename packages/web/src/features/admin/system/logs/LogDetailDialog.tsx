import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { sysLogLogTypeLabels, sysLogResultLabels } from '@zc/sdk/labels';
import { getSysLogQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';

type Log = components['schemas']['SysLog'];

/** One log entry in full: who, what, the request and how it ended. */
export function LogDetailDialog({ log, onClose }: { log: Log; onClose: () => void }) {
  const query = useQuery(getSysLogQueryOptions({ path: { id: log.id } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="日志详情" width="w-[720px]">
      <QueryState query={query}>
        {(entry) => (
          <Details
            title="日志信息"
            items={[
              { label: '日志类型', value: labelOf(sysLogLogTypeLabels, entry.logType) },
              { label: '账号', value: entry.userName },
              { label: '模块', value: entry.module },
              { label: '操作', value: entry.operation, span: 3 },
              { label: '请求', value: [entry.method, entry.requestUrl].filter(Boolean).join(' '), span: 3 },
              { label: '请求参数', value: entry.requestParams, span: 3 },
              { label: 'IP', value: entry.ip },
              { label: '耗时', value: entry.costMs === undefined ? undefined : `${entry.costMs} 毫秒` },
              { label: '结果', value: labelOf(sysLogResultLabels, entry.result) },
              { label: '错误信息', value: entry.errorMsg, span: 3 },
              { label: '浏览器', value: entry.userAgent, span: 3 },
              { label: '时间', value: formatDateTime(entry.createTime) },
            ]}
          />
        )}
      </QueryState>
    </Dialog>
  );
}
