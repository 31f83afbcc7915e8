import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password/ResetPasswordPage.tsx';

export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordPage,
});
