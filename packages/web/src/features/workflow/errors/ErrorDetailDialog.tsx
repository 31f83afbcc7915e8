import type { components } from '@zc/sdk';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';

/** One recorded error in full: the message, the request's address and data, the browser it happened in. */
export function ErrorDetailDialog({ log, onClose }: { log: components['schemas']['SysLog']; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="错误详情" width="w-[720px]">
      <Details
        title={log.operation}
        items={[
          { label: '记录时间', value: log.createTime },
          { label: '账号', value: log.userName },
          { label: '来源', value: log.module },
          { label: '请求方式', value: log.method },
          { label: '错误信息', value: log.errorMsg, span: 3 },
          { label: '地址', value: log.requestUrl, span: 3 },
          { label: '请求数据', value: log.requestParams, span: 3 },
          { label: '浏览器', value: log.userAgent, span: 3 },
          { label: 'IP', value: log.ip },
        ]}
      />
    </Dialog>
  );
}
