import { createFileRoute } from '@tanstack/react-router';
import { PlatformEntry } from '../../features/platform/entry/PlatformEntry.tsx';

export const Route = createFileRoute('/_mall/')({
  component: PlatformEntry,
});
