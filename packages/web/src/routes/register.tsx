import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/register/RegisterPage.tsx';

export const Route = createFileRoute('/register')({
  staticData: { title: '采购单位注册' },
  component: function Register() {
    return <RegisterPage mode="purchaser" />;
  },
});
