import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Server HTML carries its own headings, lists and images: spaced and sized here, as Tailwind resets them.
const prose =
  'text-sm leading-7 text-slate-700 [&_h1]:my-3 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:my-3 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:my-2 [&_h3]:font-semibold [&_img]:my-2 [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_ul]:list-disc';

/**
 * HTML written on the server (notices, rules, goods descriptions, articles), shown after DOMPurify has taken out
 * scripts, event handlers and other active content.
 */
export function SafeHtml({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? ''), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={`${prose} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
