// `vite preview` answers every file with `Cache-Control: no-cache`, so each page load asks again for every chunk it
// already has. A production host serves the build's content-hashed assets as immutable, and so does the preview: the
// journeys and the budget scripts then load a page as a returning visitor's browser does.
import type { Plugin } from 'vite';

export function immutableAssets(): Plugin {
  return {
    name: 'zc:immutable-assets',
    configurePreviewServer(server) {
      const assets = `${server.config.base}${server.config.build.assetsDir}/`;
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith(assets)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}
