import { describe, expect, it } from 'vitest';
import { configFromEnv, resolveConfig } from '../../../src-server/config/server-config';

/** The Direct Debit settings (ADR 0046): the brand's method unless COLLECTION_METHOD says otherwise. */
describe('collection settings', () => {
  it('collect by Direct Debit with 3 working days’ notice and the var/ folders by default, as Kestrel does', () => {
    expect(resolveConfig().collections).toEqual({ method: 'direct_debit', advanceNoticeWorkingDays: 3, outboxDir: 'var/collections/outbox', inboxDir: 'var/collections/inbox' });
  });

  it('take COLLECTION_METHOD, ADVANCE_NOTICE_WORKING_DAYS, COLLECTIONS_OUTBOX and COLLECTIONS_INBOX from the environment', () => {
    const config = configFromEnv({ COLLECTION_METHOD: 'transfer', ADVANCE_NOTICE_WORKING_DAYS: '10', COLLECTIONS_OUTBOX: '/srv/bureau/out', COLLECTIONS_INBOX: '/srv/bureau/in', LOG_LEVEL: 'silent' });
    expect(config.collections).toEqual({ method: 'transfer', advanceNoticeWorkingDays: 10, outboxDir: '/srv/bureau/out', inboxDir: '/srv/bureau/in' });
  });

  it('refuse a method or a notice period they do not know, saying what is allowed', () => {
    expect(() => configFromEnv({ COLLECTION_METHOD: 'cheque' })).toThrow('COLLECTION_METHOD "cheque" must be direct_debit or transfer.');
    for (const days of ['0', '21', '3.5', 'three']) expect(() => configFromEnv({ ADVANCE_NOTICE_WORKING_DAYS: days })).toThrow(/ADVANCE_NOTICE_WORKING_DAYS must be a whole number of working days from 1 to 20/);
  });
});
