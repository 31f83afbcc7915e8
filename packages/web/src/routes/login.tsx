import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/shared/page/search.ts';
import { LoginPage } from '../features/auth/login/LoginPage.tsx';

export const Route = createFileRoute('/login')({
  validateSearch: searchParams({ redirect: optionalString }),
  component: function Login() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
