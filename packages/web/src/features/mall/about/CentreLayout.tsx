import { Link, type LinkProps, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface CentreLink {
  to: NonNullable<LinkProps['to']>;
  title: string;
  /** Pages under this entry that light it up too (a detail under its list). */
  under?: readonly string[];
}

/**
 * The frame of the notice centre and the service centre: a side navigation of the centre's pages beside the page.
 * A detail page lights up the entry it belongs to.
 */
export function CentreLayout({
  label,
  links,
  children,
}: {
  label: string;
  links: readonly CentreLink[];
  children: ReactNode;
}) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <main className="mx-auto flex w-[1200px] items-start gap-4 pt-4">
      <nav aria-label={label} className="w-48 shrink-0 bg-white pb-2 text-sm">
        <h2 className="bg-brand px-5 py-3 text-base font-semibold text-white">{label}</h2>
        {links.map((link) => {
          const current = pathname === link.to || Boolean(link.under?.includes(pathname));
          return (
            <Link
              key={link.to}
              to={link.to}
              aria-current={current ? 'page' : undefined}
              className={`block border-l-4 px-5 py-2.5 hover:text-brand ${
                current ? 'border-brand bg-brand-soft text-brand' : 'border-transparent'
              }`}
            >
              {link.title}
            </Link>
          );
        })}
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </main>
  );
}
