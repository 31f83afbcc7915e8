import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { areaPages } from './build/area-pages.ts';
import { compactRoutes } from './build/compact-routes.ts';
import { immutableAssets } from './build/immutable-assets.ts';
import { mockWorker } from './build/mock-worker.ts';
import { devCacheDir, restartOnBundledChange } from './build/workspace-bundles.ts';
import { appSource, routerConfig } from './router.config.ts';

// `--mode demo` builds the app with the mock backend's service worker (dist-demo), for journeys and demos.
export default defineConfig(({ mode }) => ({
  plugins: [
    tanstackRouter(routerConfig),
    compactRoutes(`${appSource}routes/`),
    areaPages(`${appSource}routes/`),
    restartOnBundledChange(),
    mockWorker(),
    immutableAssets(),
    react(),
    tailwindcss(),
  ],
  // The mock backend's worker bundle, kept per version of its sources (`build/workspace-bundles.ts`).
  cacheDir: devCacheDir(),
  resolve: { alias: { '@/': appSource } },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    manifest: true,
    target: 'es2022',
    // Lazy chunks still load the style sheets they need, but their JavaScript imports are not listed up front: with a
    // route per page, that list of every chunk's dependencies would be a large part of the first load. Routes preload
    // their chunks on hover (`defaultPreload: 'intent'`).
    modulePreload: { resolveDependencies: (_file, dependencies) => dependencies.filter((dep) => dep.endsWith('.css')) },
    rolldownOptions: {
      // Re-exports of side-effect-free barrels (the SDK's generated operations and hooks) are followed to the module
      // that is used, so each page's chunk holds the operations it calls and the login page none of the others.
      experimental: { lazyBarrel: true },
      output: {
        // A page's chunk is named by its hash alone: the route tree that every first visit loads names each page's chunk.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('?tsr-split=') ? 'assets/[hash].js' : 'assets/[name]-[hash].js',
        // React and the router, which every page needs, in one chunk: lazy pages sharing pieces of them would otherwise
        // split them into many small chunks, each compressed on its own. TanStack Query loads with the layouts.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
            },
            // The form libraries every form page loads: zod apart from react-hook-form, each cached on its own.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  // The development server bundles the app as the build does: a reload is a few dozen requests instead of one per
  // module (every route file), and edits still update the page in place.
  experimental: { bundledDev: true },
  preview: { port: mode === 'demo' ? 4174 : 4173 },
}));
