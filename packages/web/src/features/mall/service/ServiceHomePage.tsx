import { Link } from '@tanstack/react-router';
import { selectWebInformation } from '@zc/sdk';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { topics } from './questions.ts';
import { ServiceCentre } from './ServiceCentre.tsx';
import { solutions } from './solutions.ts';

const firstSteps = [
  ['注册账号', '采购单位或供应商在线注册，三个工作日内审核'],
  ['选购商品', '分类浏览或搜索，比价后加入购物车'],
  ['提交订单', '选择地址和发票抬头，超额订单自动送审'],
  ['验收结算', '收货验收，月度对账后开票付款'],
] as const;

/** 服务中心: the way in for a new buyer, the guides by kind of buyer, the common questions and the service desk. */
export function ServiceHomePage() {
  const site = useMallQuery(selectWebInformation).data;
  return (
    <ServiceCentre>
      <section aria-label="服务中心" className="bg-white px-10 py-6">
        <h1 className="text-lg font-semibold">服务中心</h1>
        <p className="mt-1 text-sm text-slate-500">从注册到开票，采购中遇到的问题都可以在这里找到答案。</p>
        <ol aria-label="采购四步" className="mt-5 grid grid-cols-4 gap-3 text-sm">
          {firstSteps.map(([title, text], index) => (
            <li key={title} className="rounded bg-brand-soft px-4 py-3">
              <p className="font-semibold text-brand">
                {index + 1} {title}
              </p>
              <p className="mt-1 text-xs text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-3 text-sm">
          <Link to="/gettingStarted" className="text-brand hover:underline">
            查看新手入门 ›
          </Link>
        </p>
      </section>

      <section aria-label="采购指南" className="mt-4 bg-white px-10 py-6">
        <h2 className="mb-3 font-semibold">采购指南</h2>
        <ul className="grid grid-cols-4 gap-3 text-sm">
          {solutions.map((solution) => (
            <li key={solution.path}>
              <Link
                to={solution.path}
                className="block h-full rounded border border-slate-100 p-4 hover:border-brand hover:shadow-sm"
              >
                <p className="font-semibold text-slate-900">{solution.title}</p>
                <p className="mt-1 text-xs leading-5 text-slate-500">{solution.tagline}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-4 grid grid-cols-3 gap-4">
        <section aria-label="常见问题" className="col-span-2 bg-white px-10 py-6">
          <h2 className="mb-2 flex items-baseline justify-between font-semibold">
            常见问题
            <Link to="/questionList" className="text-xs font-normal text-slate-500 hover:text-brand">
              更多 ›
            </Link>
          </h2>
          <ul className="text-sm leading-8">
            {topics.flatMap((topic) =>
              topic.questions.slice(0, 2).map(([question]) => (
                <li key={question}>
                  <Link to={topic.path} className="hover:text-brand">
                    [{topic.title}] {question}
                  </Link>
                </li>
              )),
            )}
          </ul>
        </section>
        <section aria-label="联系我们" className="bg-white px-6 py-6 text-sm">
          <h2 className="font-semibold">联系我们</h2>
          <p className="mt-3 text-xs text-slate-500">客服热线（工作日 8:30-17:30）</p>
          <p className="text-xl font-semibold text-brand">{site?.hotline ?? '—'}</p>
          <p className="mt-3 text-xs text-slate-500">服务邮箱</p>
          <p className="break-all">{site?.email ?? '—'}</p>
          <p className="mt-4 flex gap-4">
            <Link to="/service-support" className="text-brand hover:underline">
              操作手册
            </Link>
            <Link to="/protocol" className="text-brand hover:underline">
              平台规则
            </Link>
          </p>
        </section>
      </div>
    </ServiceCentre>
  );
}
