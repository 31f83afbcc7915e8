import { createFileRoute } from '@tanstack/react-router';
import { MinePage } from '@/features/mobile/mine/MinePage.tsx';

export const Route = createFileRoute('/_mobile/mine')({ component: MinePage });
