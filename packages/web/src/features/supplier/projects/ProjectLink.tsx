import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProjectKind } from './kinds.ts';

/** The pages that show one project, by its id. */
type ProjectPage = ProjectKind['routes']['info' | 'joinBid' | 'viewDetails'] | '/view-bid' | '/entrust-details';

/** A link in a table to a page of the project `id`. */
export function ProjectLink({ to, id, children }: { to: ProjectPage; id: string; children: ReactNode }) {
  return (
    <Link to={to} search={{ id }} className="text-brand hover:underline">
      {children}
    </Link>
  );
}
