import { createFileRoute } from '@tanstack/react-router';
import { MessageOverviewPage } from '@/features/supplier/messages/MessageOverviewPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-msg')({
  staticData: { title: '消息中心' },
  component: MessageOverviewPage,
});
