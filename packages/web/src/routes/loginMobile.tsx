import { createFileRoute } from '@tanstack/react-router';
import { LoginMobilePage } from '@/features/mobile/login/LoginMobilePage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/loginMobile')({
  validateSearch: searchParams({ redirect: optionalString }),
  component: function LoginMobile() {
    return <LoginMobilePage redirect={Route.useSearch().redirect} />;
  },
});
