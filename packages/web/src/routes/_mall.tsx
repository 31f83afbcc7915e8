import { createFileRoute } from '@tanstack/react-router';
import { MallLayout } from '../features/mall/layout/MallLayout.tsx';

export const Route = createFileRoute('/_mall')({ component: MallLayout });
