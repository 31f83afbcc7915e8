import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/shared/page/search.ts';
import { LoginPage } from '../features/auth/login/LoginPage.tsx';

// Mobile browsers asking for /login come here; the login form is laid out for a phone as well.
export const Route = createFileRoute('/loginMobile')({
  validateSearch: searchParams({ redirect: optionalString }),
  component: function LoginMobile() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
