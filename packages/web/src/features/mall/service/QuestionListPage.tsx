import { Link } from '@tanstack/react-router';
import { topics } from './questions.ts';
import { ServiceCentre } from './ServiceCentre.tsx';

/** 常见问题: the questions by topic; each topic's page answers them in full. */
export function QuestionListPage() {
  return (
    <ServiceCentre>
      <section aria-label="常见问题" className="bg-white px-10 py-6">
        <h1 className="border-b border-slate-100 pb-3 text-lg font-semibold">常见问题</h1>
        <div className="mt-5 grid grid-cols-3 gap-4">
          {topics.map((topic) => (
            <section key={topic.path} aria-label={topic.title} className="border border-slate-100 p-4">
              <h2 className="mb-2 flex items-baseline justify-between font-semibold">
                {topic.title}
                <Link to={topic.path} className="text-xs font-normal text-slate-500 hover:text-brand">
                  全部解答 ›
                </Link>
              </h2>
              <ul className="text-sm leading-8">
                {topic.questions.map(([question]) => (
                  <li key={question} className="truncate">
                    <Link to={topic.path} className="hover:text-brand">
                      · {question}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </ServiceCentre>
  );
}
