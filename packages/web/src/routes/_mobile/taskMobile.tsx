import { createFileRoute } from '@tanstack/react-router';
import { TaskMobilePage } from '@/features/mobile/tasks/TaskMobilePage.tsx';

export const Route = createFileRoute('/_mobile/taskMobile')({ component: TaskMobilePage });
