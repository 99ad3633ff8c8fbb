import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLenderCommand } from '../../../src-server/operator/lender-cli';
import type { OperatorContext } from '../../../src-server/operator/lender-command';
import { textOutput } from '../../../src-server/operator/console-output';
import { NotificationService } from '../../../src-server/services/notification.service';
import { NotificationsRepository } from '../../../src-server/db/notifications.repository';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, registerUser, send } from '../support/http-client';

const openApi = JSON.parse(readFileSync(new URL('../../../docs/api/openapi.json', import.meta.url), 'utf8'));
const example = (path: string) => openApi.paths[path].post.requestBody.content['application/json'].example;

let t: TestApp;
let printed = '';
let context: OperatorContext;
beforeAll(async () => {
  t = await createTestApp();
  const silentBroadcaster = { publish: async () => undefined };
  context = {
    config: t.config,
    database: t.database,
    clock: t.clock,
    notifications: new NotificationService(new NotificationsRepository(t.database.db), silentBroadcaster as never, t.clock, { error: () => undefined, warn: () => undefined } as never),
    outbox: { send: async () => undefined } as never,
    out: textOutput((text) => (printed += text)),
  };
});
afterAll(() => t.close());

const lender = async (...argv: string[]) => {
  printed = '';
  const code = await runLenderCommand(argv, context);
  return { code, printed };
};

describe('npm run lender -- <loan command>', () => {
  it('lists a large request waiting for a person, approves it, takes a repayment and settles the loan', async () => {
    const { token } = await registerUser(t.app);
    for (const path of ['/api/user_details', '/api/addresses', '/api/user_employments', '/api/banks']) await send(t.app, 'POST', path, example(path), { token });
    const bankId = (await get(t.app, '/api/banks', token)).json().data[0].id;
    const request = (await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 2_000_000, term: 60, purpose: 'home_improvement', bank_id: bankId, consent: true }, { token })).json().data;
    expect(request.status).toBe('in_review');

    expect((await lender('requests')).printed).toContain(request.reference);
    const approved = await lender('approve', String(request.id));
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.printed).toMatch(new RegExp(`${request.reference} approved and paid out as loan \\d+\\.`));
    const loanId = Number(/loan (\d+)/.exec(approved.printed)![1]);

    const paid = await lender('pay', String(loanId), '500');
    expect(paid.printed).toMatch(/^Applied £500; £[\d,.]+ principal left; the loan is active\./);
    const settled = await lender('settle', String(loanId));
    expect(settled.printed).toMatch(/^Settled on \d{4}-\d\d-\d\d for £[\d,.]+/);
    expect((await get(t.app, `/api/loan/${loanId}`, token)).json().data.status).toBe('settled');
  });

  it('answers a mistake in words with exit code 2', async () => {
    expect(await lender('approve', 'twelve')).toEqual({ code: 2, printed: expect.stringContaining('Give the request id as a whole number') });
    expect(await lender('pay', '999999', '10')).toEqual({ code: 2, printed: 'There is no loan 999999.\n' });
    expect(await lender('decline', '1')).toMatchObject({ code: 2, printed: expect.stringContaining('Say why with --reason') });
  });
});
