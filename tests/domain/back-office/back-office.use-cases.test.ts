import { describe, expect, it } from 'vitest';
import type { BackOfficeGateway } from '../../../src-domain/back-office/back-office-gateway.port';
import {
  ApproveDocument,
  ApproveRequest,
  CloseConversation,
  DeclineRequest,
  LoadQueue,
  RecordPayment,
  RejectDocument,
  ReplyToConversation,
  ResolveComplaint,
  SettleLoan,
} from '../../../src-domain/back-office/back-office.use-cases';
import { ValidationFailed } from '../../../src-domain/shared/errors';

/** A gateway that records what reached it: a refused input must never get this far. */
function recordingGateway() {
  const calls: unknown[][] = [];
  const record =
    (name: string, answer: unknown = undefined) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answer;
    };
  const gateway = {
    queueCounts: record('queueCounts', { requests: 1, documents: 0, conversations: 0, complaints: 0, arrears: 0 }),
    requests: record('requests', []),
    documents: record('documents', []),
    conversations: record('conversations', []),
    complaints: record('complaints', []),
    arrears: record('arrears', []),
    conversation: record('conversation'),
    approveRequest: record('approveRequest', { status: 'offered', offerId: 9 }),
    declineRequest: record('declineRequest'),
    approveDocument: record('approveDocument'),
    rejectDocument: record('rejectDocument'),
    reply: record('reply'),
    closeConversation: record('closeConversation'),
    resolveComplaint: record('resolveComplaint'),
    recordPayment: record('recordPayment'),
    settleLoan: record('settleLoan'),
  } as unknown as BackOfficeGateway;
  return { gateway, calls };
}

async function fieldsOf(action: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await action.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationFailed);
  return (error as ValidationFailed).fields;
}

describe('back-office use-cases', () => {
  it('loads the queue asked for', async () => {
    const { gateway, calls } = recordingGateway();
    await new LoadQueue(gateway).execute('arrears');
    expect(calls).toEqual([['arrears']]);
  });

  it('approves with an optional note and passes the outcome on', async () => {
    const { gateway, calls } = recordingGateway();
    expect(await new ApproveRequest(gateway).execute({ id: 4, input: {} })).toEqual({ status: 'offered', offerId: 9 });
    expect(calls[0][0]).toBe('approveRequest');
    expect(calls[0][1]).toBe(4);
  });

  it('refuses a decline without a reason before anything is sent', async () => {
    const { gateway, calls } = recordingGateway();
    expect(await fieldsOf(new DeclineRequest(gateway).execute({ id: 4, input: { reason: '  ' } }))).toEqual({ reason: ['Write the reason the borrower will read.'] });
    expect(calls).toEqual([]);
  });

  it('refuses a document rejection without a reason, and accepts an approval that confirms identity', async () => {
    const { gateway, calls } = recordingGateway();
    expect(Object.keys(await fieldsOf(new RejectDocument(gateway).execute({ id: 3, input: { reason: '' } })))).toEqual(['reason']);
    await new ApproveDocument(gateway).execute({ id: 3, input: { identity_confirmed: true } });
    expect(calls).toHaveLength(1);
    expect(calls[0].slice(0, 2)).toEqual(['approveDocument', 3]);
  });

  it('refuses an empty reply and sends a written one', async () => {
    const { gateway, calls } = recordingGateway();
    expect(Object.keys(await fieldsOf(new ReplyToConversation(gateway).execute({ id: 8, input: { message: '' } })))).toEqual(['message']);
    await new ReplyToConversation(gateway).execute({ id: 8, input: { message: 'Thank you, we have updated your address.' } });
    expect(calls.map((call) => call[0])).toEqual(['reply']);
  });

  it.each([0, -5, 12.5, '500'])('refuses the payment amount %s', async (amount) => {
    const { gateway, calls } = recordingGateway();
    expect(Object.keys(await fieldsOf(new RecordPayment(gateway).execute({ id: 2, input: { amount: amount as number } })))).toEqual(['amount']);
    expect(calls).toEqual([]);
  });

  it('refuses a settlement date that is not a date', async () => {
    const { gateway } = recordingGateway();
    expect(Object.keys(await fieldsOf(new SettleLoan(gateway).execute({ id: 2, input: { date: 'tomorrow' } })))).toEqual(['date']);
  });

  it('refuses a complaint response that explains too little', async () => {
    const { gateway } = recordingGateway();
    expect(Object.keys(await fieldsOf(new ResolveComplaint(gateway).execute({ id: 2, input: { outcome: 'upheld', response: 'Sorry.' } })))).toEqual(['response']);
  });

  it('refuses an id that is not a record before anything is sent', async () => {
    const { gateway, calls } = recordingGateway();
    await expect(new CloseConversation(gateway).execute(0)).rejects.toBeInstanceOf(ValidationFailed);
    expect(calls).toEqual([]);
  });
});
