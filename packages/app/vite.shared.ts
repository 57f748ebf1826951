/**
 * Dependencies Vite pre-bundles up front. Listing them stops the dependency optimiser from
 * discovering one mid-test and reloading the page (the first run in a fresh clone must be as
 * green as the second).
 */
export const optimizeDepsInclude = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  'radix-ui',
  'lucide-react',
  '@mall/ui > lean-qr',
  '@mall/ui > dompurify',
  '@mall/ui > @tanstack/react-virtual',
  'mobx',
  'mobx-react-lite',
  'axios',
  'zod',
  'big.js',
  'dayjs',
  'dayjs/locale/zh-cn',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'msw',
  'msw/browser',
  'storybook/test',
];

/** Where the dev server sends `/api/csr`: the sandbox by default, or MALL_API_TARGET. */
export const apiTarget =
  process.env.MALL_API_TARGET || `http://127.0.0.1:${process.env.SANDBOX_PORT || 8787}`;
