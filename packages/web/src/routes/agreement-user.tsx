import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '../features/auth/agreements/AgreementPage.tsx';

export const Route = createFileRoute('/agreement-user')({
  staticData: { title: '用户协议' },
  component: function Agreement() {
    return <AgreementPage kind="user" />;
  },
});
