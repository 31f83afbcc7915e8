import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage, errorTitles } from '../features/errors/ErrorPage.tsx';

export const Route = createFileRoute('/401')({
  staticData: { title: errorTitles[401] },
  component: () => <ErrorPage status={401} />,
});
