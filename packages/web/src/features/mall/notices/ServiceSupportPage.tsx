import { Link } from '@tanstack/react-router';
import { type components, getFile, pageFileHandBooks, selectWebInformation } from '@zc/sdk';
import { handBookHandBookTypeLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { errorMessage } from '@/shared/ui/error-message.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { NoticeCentre } from './NoticeCentre.tsx';

type HandBook = components['schemas']['HandBook'];

/** Saves a handbook under its own file name. */
async function save(book: HandBook) {
  const { blob } = await getFile({ path: { fileType: book.fileType ?? 'handbook', id: book.fileId } });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = book.fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

function DownloadButton({ book }: { book: HandBook }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      disabled={busy}
      aria-label={`下载${book.title}`}
      onClick={async () => {
        setBusy(true);
        try {
          await save(book);
        } catch (error) {
          toast.error(errorMessage(error, '下载失败'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? '下载中' : '下载'}
    </Button>
  );
}

/** 服务支持: the operation handbooks to download, and how to reach the service desk. */
export function ServiceSupportPage() {
  const books = useMallQuery(pageFileHandBooks, { query: { isEnable: 1, page: 1, limit: 50 } });
  const site = useMallQuery(selectWebInformation).data;
  return (
    <NoticeCentre>
      <section aria-label="操作手册" className="bg-white px-8 py-6">
        <h1 className="border-b border-slate-100 pb-3 text-lg font-semibold">服务支持</h1>
        <h2 className="mt-5 mb-3 font-semibold">操作手册下载</h2>
        <QueryState query={books}>
          {({ records }) =>
            records.length === 0 ? (
              <p className="py-10 text-center text-sm text-slate-500">暂无可下载的手册</p>
            ) : (
              <ul aria-label="操作手册" className="divide-y divide-slate-100 border border-slate-100 text-sm">
                {records.map((book) => (
                  <li key={book.id} aria-label={book.title} className="flex items-center gap-4 px-4 py-3">
                    <span className="w-24 shrink-0 rounded bg-brand-soft px-2 py-0.5 text-center text-xs text-brand">
                      {labelOf(handBookHandBookTypeLabels, book.handBookType)}
                    </span>
                    <span className="flex-1">
                      {book.title}
                      <span className="ml-2 text-xs text-slate-500">{book.fileName}</span>
                    </span>
                    {book.downloadCount !== undefined && (
                      <span className="text-xs text-slate-500">已下载 {book.downloadCount} 次</span>
                    )}
                    <DownloadButton book={book} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <section aria-label="联系客服" className="mt-4 grid grid-cols-3 gap-4 text-sm">
        <div className="bg-white px-6 py-5">
          <h2 className="font-semibold">客服热线</h2>
          <p className="mt-2 text-xl font-semibold text-brand">{site?.hotline ?? '—'}</p>
          <p className="mt-1 text-xs text-slate-500">工作日 8:30-17:30，订单、发票与账号问题均可咨询</p>
        </div>
        <div className="bg-white px-6 py-5">
          <h2 className="font-semibold">服务邮箱</h2>
          <p className="mt-2 break-all text-brand">{site?.email ?? '—'}</p>
          <p className="mt-1 text-xs text-slate-500">投诉、申诉和入驻材料请写明单位名称与联系人，两个工作日内回复</p>
        </div>
        <div className="bg-white px-6 py-5">
          <h2 className="font-semibold">自助服务</h2>
          <p className="mt-2 flex flex-col gap-1">
            <Link to="/gettingStarted" className="text-brand hover:underline">
              新手入门：四步完成第一次采购
            </Link>
            <Link to="/questionList" className="text-brand hover:underline">
              常见问题：注册、下单、发票与售后
            </Link>
            <Link to="/protocol" className="text-brand hover:underline">
              平台规则：交易、竞价与违规处理
            </Link>
          </p>
        </div>
      </section>
    </NoticeCentre>
  );
}
