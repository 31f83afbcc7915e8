import { createFileRoute } from '@tanstack/react-router';
import { MyPlatformPage } from '@/features/purchase/my-platform/MyPlatformPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/my-platform')({
  component: MyPlatformPage,
});
