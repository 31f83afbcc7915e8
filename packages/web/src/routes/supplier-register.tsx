import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/register/RegisterPage.tsx';

export const Route = createFileRoute('/supplier-register')({
  staticData: { title: '供应商注册' },
  component: function Register() {
    return <RegisterPage mode="supplier" />;
  },
});
