import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads the schema folder and writes SQL migrations into ./drizzle, which the server applies at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
