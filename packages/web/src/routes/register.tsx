import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/register/RegisterPage.tsx';

export const Route = createFileRoute('/register')({
  component: function Register() {
    return <RegisterPage mode="purchaser" />;
  },
});
