import { createFileRoute } from '@tanstack/react-router';
import { NoticeListMobilePage } from '@/features/mobile/notices/NoticeListMobilePage.tsx';

export const Route = createFileRoute('/_mobile/noticeListMobile')({ component: NoticeListMobilePage });
