import { Link, useLocation } from '@tanstack/react-router';
import { topics } from './questions.ts';
import { ServiceCentre } from './ServiceCentre.tsx';

/** 问题详情: one topic's questions answered in full, with the other topics beside. */
export function QuestionDetailPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const topic = topics.find((item) => item.path === pathname) ?? (topics[0] as (typeof topics)[0]);
  return (
    <ServiceCentre>
      <article aria-label={topic.title} className="bg-white px-10 py-6 text-sm leading-7 text-slate-700">
        <nav aria-label="问题分类" className="mb-3 flex gap-4 border-b border-slate-100 pb-3">
          {topics.map((item) => (
            <Link
              key={item.path}
              to={item.path}
              aria-current={item.path === topic.path ? 'page' : undefined}
              className={item.path === topic.path ? 'font-semibold text-brand' : 'hover:text-brand'}
            >
              {item.title}
            </Link>
          ))}
        </nav>
        <h1 className="text-lg font-semibold text-slate-900">{topic.title}</h1>
        {topic.questions.map(([question, answer]) => (
          <section key={question} aria-label={question} className="mt-5">
            <h2 className="font-semibold text-slate-900">问：{question}</h2>
            {answer.map((paragraph, index) => (
              <p key={paragraph} className="mt-1">
                {index === 0 ? '答：' : ''}
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="mt-8 border-t border-slate-100 pt-4">
          <Link to="/questionList" className="text-brand hover:underline">
            ‹ 返回常见问题
          </Link>
        </p>
      </article>
    </ServiceCentre>
  );
}
