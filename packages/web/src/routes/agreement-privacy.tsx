import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '../features/auth/agreements/AgreementPage.tsx';

export const Route = createFileRoute('/agreement-privacy')({
  staticData: { title: '隐私政策' },
  component: function Agreement() {
    return <AgreementPage kind="privacy" />;
  },
});
