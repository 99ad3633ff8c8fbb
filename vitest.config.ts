import { defineConfig } from 'vitest/config';

/** One project per layer, mirroring the source tree (ARCHITECTURE §8). */
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'domain', environment: 'node', include: ['tests/domain/**/*.test.ts'] } },
      { extends: true, test: { name: 'infra', environment: 'node', include: ['tests/infra/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'ui', environment: 'jsdom', include: ['tests/ui/**/*.test.{ts,tsx}'], setupFiles: ['tests/ui/setup.ts'] },
      },
      // The first pass runs every project at once on two cores beside Chromium: a sign-up's scrypt and a
      // dozen requests took 4 s there, so 5 s is no margin. Speed is checked by the bench, not by timeouts.
      { extends: true, test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      { extends: true, test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
