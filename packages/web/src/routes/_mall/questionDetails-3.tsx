import { createFileRoute } from '@tanstack/react-router';
import { QuestionDetailPage } from '@/features/mall/service/QuestionDetailPage.tsx';

export const Route = createFileRoute('/_mall/questionDetails-3')({
  component: QuestionDetailPage,
});
