import { createFileRoute } from '@tanstack/react-router';
import { HomeMobilePage } from '@/features/mobile/home/HomeMobilePage.tsx';

export const Route = createFileRoute('/_mobile/homeMobile')({ component: HomeMobilePage });
