import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/mall/home/HomePage.tsx';

export const Route = createFileRoute('/_mall/')({
  component: HomePage,
});
