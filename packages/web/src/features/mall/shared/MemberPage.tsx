import type { ReactNode } from 'react';
import { type Callable, useMayCall } from '@/shared/permission/may-call.tsx';

/**
 * A mall page about the signed-in user's own records (statements, orders, snapshots; the route guard has sent visitors
 * to sign in): a user whose roles may not make the page's call is told so instead of meeting a refusal.
 */
export function MemberPage({ title, call, children }: { title: string; call: Callable; children: ReactNode }) {
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <h1 className="mb-3 text-lg font-semibold">{title}</h1>
      {useMayCall(call) ? (
        children
      ) : (
        <p className="bg-white py-24 text-center text-slate-500">当前账号无权查看{title}，请使用采购单位账号登录</p>
      )}
    </main>
  );
}
