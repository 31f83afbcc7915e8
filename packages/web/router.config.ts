/** `@/` in an import is the app's `src/` (tsconfig paths, Vite and Vitest). */
export const appSource = new URL('./src/', import.meta.url).pathname;

// One router-generator configuration for the Vite plugin and for `npm run gen`.
export const routerConfig = {
  target: 'react' as const,
  autoCodeSplitting: true,
  codeSplittingOptions: {
    // The sign-in page is where most visits start: shipped with the entry, it renders without two more round trips. The
    // phone's (password and SMS code) loads as a page of its own, so that it costs no desktop visit.
    splitBehavior: ({ routeId }: { routeId: string }) => (routeId === '/login' ? [] : undefined),
    // Hot updates of route definitions cost a third of a cold start of the development server (about 3 s of 9): a
    // route file is a few lines that change rarely, and its edit reloads the page; pages' components still update in
    // place (React Refresh).
    addHmr: false,
  },
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
  quoteStyle: 'single' as const,
  semicolons: true,
  // Formatting the tree with prettier was two seconds of every start of the development server.
  enableRouteTreeFormatting: false,
};
