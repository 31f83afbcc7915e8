// One router-generator configuration for the Vite plugin and for `npm run gen`.
export const routerConfig = {
  target: 'react' as const,
  autoCodeSplitting: true,
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
  quoteStyle: 'single' as const,
  semicolons: true,
};
