import { createFileRoute } from '@tanstack/react-router';
import { QuestionListPage } from '@/features/mall/service/QuestionListPage.tsx';

export const Route = createFileRoute('/_mall/questionList')({
  component: QuestionListPage,
});
