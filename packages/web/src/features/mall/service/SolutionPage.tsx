import { Link, useLocation } from '@tanstack/react-router';
import { ServiceCentre } from './ServiceCentre.tsx';
import { solutions } from './solutions.ts';

/** 企业采购, 政府采购, 高校采购, 金融采购: who the channel suits, how buying runs and what the buyer gains. */
export function SolutionPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const solution = solutions.find((item) => item.path === pathname) ?? (solutions[0] as (typeof solutions)[0]);
  return (
    <ServiceCentre>
      <article aria-label={solution.title} className="bg-white px-10 py-6 text-sm leading-7 text-slate-700">
        <h1 className="border-b border-slate-100 pb-3 text-lg font-semibold text-slate-900">{solution.title}</h1>
        <p className="mt-4 text-base text-brand">{solution.tagline}</p>
        <p className="mt-2">{solution.overview}</p>

        <h2 className="mt-6 mb-2 font-semibold text-slate-900">适用对象</h2>
        <ul className="ml-5 list-disc">
          {solution.audience.map((who) => (
            <li key={who}>{who}</li>
          ))}
        </ul>

        <h2 className="mt-6 mb-3 font-semibold text-slate-900">采购流程</h2>
        <ol aria-label="采购流程" className="grid grid-cols-5 gap-3">
          {solution.steps.map(([title, text], index) => (
            <li key={title} className="rounded border border-slate-100 bg-slate-50 p-3">
              <p className="font-semibold text-brand">
                {index + 1}. {title}
              </p>
              <p className="mt-1 text-xs leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>

        <h2 className="mt-6 mb-3 font-semibold text-slate-900">方案优势</h2>
        <ul className="grid grid-cols-3 gap-3">
          {solution.strengths.map(([title, text]) => (
            <li key={title} className="border-t-2 border-brand bg-brand-soft/50 p-4">
              <p className="font-semibold">{title}</p>
              <p className="mt-1 text-xs leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>

        <p className="mt-8 border-t border-slate-100 pt-4">
          还有疑问？查看
          <Link to="/questionList" className="mx-1 text-brand hover:underline">
            常见问题
          </Link>
          或下载
          <Link to="/service-support" className="mx-1 text-brand hover:underline">
            操作手册
          </Link>
          。
        </p>
      </article>
    </ServiceCentre>
  );
}
