import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/auth/login/LoginPage.tsx';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.string().optional() }),
  staticData: { title: '登录' },
  component: function Login() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
