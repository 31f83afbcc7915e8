import { useGetRsaPublicKey } from '@zc/sdk/react';

const audiences = [
  { title: '采购单位', text: '商城直购、协议采购、竞价、反拍、在线寻源、需求征集与采购计划审批' },
  { title: '供应商', text: '商品与价格、竞价与寻源报价、订单发货与发票、福利订单与对账' },
  { title: '平台管理', text: '组织与用户、角色权限、商品目录、统计驾驶舱与审批流设计' },
];

/** The platform's front door until the mall home lands: who it serves and whether the backend answers. */
export function PlatformEntry() {
  const backend = useGetRsaPublicKey();
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-3xl font-semibold text-brand">政采商城</h1>
      <p className="mt-3 text-slate-600">面向采购单位、供应商与平台管理员的 B2B 采购与电商平台</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-3">
        {audiences.map((audience) => (
          <li key={audience.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-medium">{audience.title}</h2>
            <p className="mt-2 text-sm leading-6 text-slate-600">{audience.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-sm" role="status" aria-label="后端连接">
        {backend.isPending && '正在连接后端…'}
        {backend.isSuccess && <span className="text-green-700">后端已连接</span>}
        {backend.isError && <span className="text-red-700">后端连接失败：{backend.error.message}</span>}
      </p>
    </main>
  );
}
