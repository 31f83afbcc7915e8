import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '../features/auth/agreements/AgreementPage.tsx';

export const Route = createFileRoute('/agreement-user')({
  component: function Agreement() {
    return <AgreementPage kind="user" />;
  },
});
