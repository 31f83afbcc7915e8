import { createFileRoute } from '@tanstack/react-router';
import { MobileLayout } from '../features/mobile/layout/MobileLayout.tsx';

export const Route = createFileRoute('/_mobile')({ component: MobileLayout });
