import { createFileRoute, redirect } from '@tanstack/react-router';

/** The mall's former address. */
export const Route = createFileRoute('/zcshop')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
