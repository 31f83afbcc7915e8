/** `@/` in an import is the app's `src/` (tsconfig paths, Vite and Vitest). */
export const appSource = new URL('./src/', import.meta.url).pathname;

// One router-generator configuration for the Vite plugin and for `npm run gen`.
export const routerConfig = {
  target: 'react' as const,
  autoCodeSplitting: true,
  codeSplittingOptions: {
    // The sign-in pages are where most visits start: shipped with the entry, they render without two more round trips.
    splitBehavior: ({ routeId }: { routeId: string }) =>
      routeId === '/login' || routeId === '/loginMobile' ? [] : undefined,
  },
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
  quoteStyle: 'single' as const,
  semicolons: true,
};
