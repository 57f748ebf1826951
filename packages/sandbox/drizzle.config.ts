import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @mall/sandbox db:generate` writes SQL migrations from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
