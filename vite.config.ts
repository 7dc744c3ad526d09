import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;

/** Busts the persisted query cache (src/app/query-persistence.tsx) with every build. */
const buildId = process.env.BUILD_ID ?? `${process.env.npm_package_version ?? '0'}-${Date.now().toString(36)}`;

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    // Order matters: the router plugin generates src/routeTree.gen.ts and splits route
    // components before React's transform sees them.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
      },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The plugin itself adds the manifest and its icons to the precache list; globbing them as
      // well would list each twice (and a revision mismatch would make the worker fail to install).
      includeManifestIcons: false,
      injectManifest: {
        rollupFormat: 'iife',
        // Every lazily loaded route chunk is precached so a screen opened for the first
        // time while offline still loads. (manifest.webmanifest: added by the plugin, see above.)
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      },
      manifest: {
        id: '/',
        name: 'Vận Tải — Điều hành',
        short_name: 'Vận Tải',
        description: 'Ứng dụng điều hành vận tải: bảng điều khiển tài xế và bàn làm việc văn phòng.',
        lang: 'vi',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1864ab',
        background_color: '#ffffff',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Bảng điều khiển tài xế',
            short_name: 'Tài xế',
            url: '/tai-xe',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/docs': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/docs': { target: apiTarget, changeOrigin: true },
    },
  },
  // manifest: dist/.vite/manifest.json maps source modules to chunks (read by bench/bundle-size.ts). It is
  // not precached: the service worker glob above takes no .json and workbox skips dot-directories.
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, the router and TanStack Query in one chunk: every screen needs all of them first,
          // and the bundler otherwise cuts them into a dozen small shared chunks (each a request,
          // each compressed on its own), because lazily loaded screens import parts of them too.
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ }],
        },
      },
    },
  },
});
