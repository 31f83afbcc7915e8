import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage, errorTitles } from '../features/errors/ErrorPage.tsx';

export const Route = createFileRoute('/403')({
  staticData: { title: errorTitles[403] },
  component: () => <ErrorPage status={403} />,
});
