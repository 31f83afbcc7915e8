import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '../features/auth/agreements/AgreementPage.tsx';

export const Route = createFileRoute('/agreement-privacy')({
  component: function Agreement() {
    return <AgreementPage kind="privacy" />;
  },
});
