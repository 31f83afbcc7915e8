import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';

export const Route = createFileRoute('/401')({
  component: () => <ErrorPage status={401} />,
});
