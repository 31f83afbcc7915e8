import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage, errorTitles } from '../features/errors/ErrorPage.tsx';

export const Route = createFileRoute('/500')({
  staticData: { title: errorTitles[500] },
  component: () => <ErrorPage status={500} />,
});
