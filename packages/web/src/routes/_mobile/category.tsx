import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '@/features/mobile/category/CategoryPage.tsx';

export const Route = createFileRoute('/_mobile/category')({ component: CategoryPage });
