import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { apiTarget, optimizeDepsInclude } from './vite.shared.ts';
import { chunkGroups } from './vite.chunks.ts';

const proxy = { '/api/csr': { target: apiTarget, changeOrigin: true } };

/**
 * The Content-Security-Policy of the built app (ARCHITECTURE.md: the token cookie cannot be
 * HttpOnly, so XSS is kept out instead). Only in builds: the dev server's React refresh
 * preamble is an inline script.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-src 'none'",
].join('; ');

const contentSecurityPolicy = (): Plugin => ({
  name: 'mall-csp',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
      injectTo: 'head-prepend',
    },
  ],
});

/**
 * React Router ships a production build, but its exports map always resolves the development
 * one (remix-run/react-router#12532), which keeps its development warnings: builds take the
 * production files instead.
 */
const reactRouterProduction = (): Plugin => ({
  name: 'mall-react-router-production',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'react-router' && source !== 'react-router/dom') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return (
      resolved && {
        ...resolved,
        id: resolved.id.replace('/dist/development/', '/dist/production/'),
      }
    );
  },
});

const chunks = chunkGroups();

export default defineConfig({
  base: './',
  plugins: [react(), contentSecurityPolicy(), reactRouterProduction(), chunks.plugin],
  optimizeDeps: {
    include: optimizeDepsInclude.filter((d) => !d.startsWith('msw') && d !== 'storybook/test'),
  },
  server: { port: Number(process.env.APP_PORT || 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.APP_PORT || 4173), strictPort: true, proxy },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports follows <link rel="modulepreload"> itself (Chrome 66,
    // Firefox 115, Safari 17); one without it still loads each module through its import, only
    // later. Vite's polyfill for them would be half a kilobyte of the home route's budget.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
});
