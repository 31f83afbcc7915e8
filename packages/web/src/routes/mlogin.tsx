import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/shared/page/search.ts';
import { MobileLoginPage } from '../features/auth/mobile-login/MobileLoginPage.tsx';

export const Route = createFileRoute('/mlogin')({
  validateSearch: searchParams({ redirect: optionalString }),
  component: function MobileLogin() {
    return <MobileLoginPage redirect={Route.useSearch().redirect} />;
  },
});
