import { createFileRoute } from '@tanstack/react-router';
import { IntroductionPage } from '@/features/mall/about/IntroductionPage.tsx';

export const Route = createFileRoute('/_mall/platform-introduction')({
  component: IntroductionPage,
});
