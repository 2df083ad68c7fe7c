import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test projects: unit (pure logic, React components in jsdom, main-process logic against a
 * fake Electron), server on PGlite, and the same server suites against PostgreSQL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DATABASE: 'pglite' },
          globalSetup: ['tests/fixtures/templates-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-pg',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['tests/fixtures/templates-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
