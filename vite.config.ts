import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The API runs on this port in development; Vite serves the app on 3000 and proxies to it. */
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: '.',
  plugins: [react(), tailwindcss(), precompress()],
  // React Router's package exports its development build to every bundler; builds take the
  // production one (no dev-only warnings and checks), as its own Vite plugin does.
  ...(command === 'build' ? { resolve: { alias: { 'react-router': reactRouterProduction } } } : {}),
  server: {
    port: 3000,
    strictPort: true,
    // The API sees the address the browser used (`changeOrigin: false`; the string shorthand would
    // rewrite Host to the API's port), so its links and redirects lead back through Vite.
    proxy: Object.fromEntries(['/api', '/dev', '/uploads'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  // The server-rendering bundle carries its own production React (and every other library):
  // the server renders pages with it whatever NODE_ENV the process was started with.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // The server-rendering bundle (dist/ssr) is code only: the icons and manifest are the browser's.
    copyPublicDir: !isSsrBuild,
    // No modulepreload hints: the public pages arrive rendered, and on a phone's bandwidth the
    // preloaded chunks delayed their first paint (Lighthouse mobile LCP 2.3 s → 1.0–1.4 s without
    // them); the scripts follow the entry's imports instead (ADR 0029).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Screens are split by the router's lazy routes (each with what only it uses).
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, React included, in one chunk: the bundler left
            // to itself shared those modules with the lazy routes in a dozen small chunks, and each file
            // compressed on its own cost brotli ~3 KB on every first load (ADR 0031).
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // The Markdown renderer (~35 KB gzip) is only for blog articles.
            {
              name: 'markdown',
              test: /node_modules[\\/](react-markdown|unified|remark-[^\\/]+|mdast-[^\\/]+|hast-[^\\/]+|micromark[^\\/]*|unist-[^\\/]+|vfile[^\\/]*)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
