import { readFileSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * UI files that replace a module with vi.mock (found by reading them) run isolated: a replaced module must not
 * reach the files after them. Every other file shares its worker's module cache (`isolate: false`): importing the
 * server, or React and Blueprint, anew for each of ~300 files was most of a run (a server pass took 10 min
 * isolated and under 6 min shared on this two-core machine; the UI, 6 min and 1).
 */
const UI_FILES_THAT_MOCK_MODULES = readdirSync('tests/ui', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/ui/${file}`)
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

/** One project per layer, mirroring the source tree (ARCHITECTURE §8). */
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'domain', environment: 'node', include: ['tests/domain/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'infra', environment: 'node', include: ['tests/infra/**/*.test.ts'], isolate: false } },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          exclude: UI_FILES_THAT_MOCK_MODULES,
          setupFiles: ['tests/ui/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'ui-mocked', environment: 'jsdom', include: UI_FILES_THAT_MOCK_MODULES, setupFiles: ['tests/ui/setup.ts'] },
      },
      // The first pass runs on two cores beside other suites: a sign-up's scrypt and a dozen requests
      // took 4 s there, so 5 s is no margin. Speed is checked by the bench, not by timeouts.
      {
        extends: true,
        test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, isolate: false },
      },
      {
        extends: true,
        test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, isolate: false },
      },
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
