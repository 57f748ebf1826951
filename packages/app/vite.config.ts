import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { apiTarget, optimizeDepsInclude } from './vite.shared.ts';

const proxy = { '/api/csr': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  base: './',
  plugins: [react()],
  optimizeDeps: {
    include: optimizeDepsInclude.filter((d) => !d.startsWith('msw') && d !== 'storybook/test'),
  },
  server: { port: Number(process.env.APP_PORT || 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.APP_PORT || 4173), strictPort: true, proxy },
  build: { manifest: true, target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
