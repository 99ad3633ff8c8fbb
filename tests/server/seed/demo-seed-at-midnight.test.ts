import { describe, expect, it } from 'vitest';
import { DEMO_BORROWER, seedDemoBorrower } from '../../../src-server/seed/demo-borrower.seed';
import { FilesystemDocumentStorage } from '../../../src-server/services/filesystem-document.storage';
import { PasswordService } from '../../../src-server/services/password.service';
import { get, send } from '../support/http-client';
import { createTestApp } from '../support/test-app';

/**
 * The demo borrower reads and signs each agreement a few minutes after she applied. Run just before
 * midnight (UTC, or the UK's in summer time), those minutes cross into the next day, whose agreement
 * has other dates: the seed must still sign what she read (a CI run at 23:53 UTC once found it did not).
 */
describe('the demo seed, run just before midnight', () => {
  const MINUTE_MS = 60_000;
  // The test clock starts at 10:00 UTC; these are 22:53:30 and 23:53:30 UTC the same day, and a minute on.
  for (const minutesOn of [12 * 60 + 53.5, 13 * 60 + 53.5, 13 * 60 + 54.5]) {
    it(`seeds whole at ${new Date(Date.parse('2026-11-22T10:00:00Z') + minutesOn * MINUTE_MS).toISOString().slice(11, 19)} UTC: her loans are paid out and she can sign in`, async () => {
      const t = await createTestApp();
      try {
        t.clock.advance(minutesOn * MINUTE_MS);
        expect(await seedDemoBorrower(t.database, new PasswordService({ ln: 12, r: 8, p: 1 }), new FilesystemDocumentStorage(t.config.uploadDir), t.clock)).toBe(true);
        const token = (await send(t.app, 'POST', '/api/login', { email: DEMO_BORROWER.email, password: DEMO_BORROWER.password })).json().data.token as string;
        const loans = (await get(t.app, '/api/loan/user_loans', token)).json().data as unknown[];
        expect(loans.length).toBeGreaterThanOrEqual(2);
      } finally {
        await t.close();
      }
    }, 120_000);
  }
});
