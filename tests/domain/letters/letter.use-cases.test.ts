import { describe, expect, it } from 'vitest';
import type { LetterGateway } from '../../../src-domain/letters/letter-gateway.port';
import type { Letter } from '../../../src-domain/letters/letter.entity';
import { LETTER_TITLES } from '../../../src-domain/letters/letter.entity';
import { DownloadLetter, ListLetters, ListLoanLetters, RequestSettlementStatement, RequestStatement } from '../../../src-domain/letters/letter.use-cases';
import { ValidationFailed } from '../../../src-domain/shared/errors';

const letter: Letter = {
  id: 9,
  loanId: 4,
  loanReference: 'KC-000042',
  kind: 'settlement-statement',
  title: LETTER_TITLES['settlement-statement'],
  issuedAt: '2027-03-31T10:00:00Z',
  dueBy: '2027-03-31',
  templateVersion: '2026-12',
  readAt: null,
  ready: false,
  summary: { settlementTotalMinor: 412_345, validUntil: '2027-04-28' },
};

/** A gateway that records what it was asked. */
function fakeGateway() {
  const calls: unknown[][] = [];
  const gateway: LetterGateway = {
    letters: async (page) => (calls.push(['letters', page]), { items: [letter], page, lastPage: 1, total: 1 }),
    loanLetters: async (loanId) => (calls.push(['loanLetters', loanId]), [letter]),
    requestStatement: async (loanId) => (calls.push(['requestStatement', loanId]), { ...letter, kind: 'statement-of-account', title: LETTER_TITLES['statement-of-account'] }),
    requestSettlementStatement: async (loanId, input) => (calls.push(['requestSettlementStatement', loanId, { ...input }]), letter),
    pdf: async (letterId) => (calls.push(['pdf', letterId]), { bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]), type: 'application/pdf' }),
  };
  return { gateway, calls };
}

describe('letter use cases', () => {
  it('list every letter from page 1 at the least, and a loan’s letters', async () => {
    const { gateway, calls } = fakeGateway();
    expect((await new ListLetters(gateway).execute(0)).items).toEqual([letter]);
    await new ListLetters(gateway).execute(2.7);
    expect(await new ListLoanLetters(gateway).execute(4)).toEqual([letter]);
    expect(calls).toEqual([['letters', 1], ['letters', 2], ['loanLetters', 4]]);
  });

  it('ask for a statement of account', async () => {
    const { gateway } = fakeGateway();
    expect((await new RequestStatement(gateway).execute(4)).title).toBe('Statement of your account');
  });

  it('ask for a settlement statement for today or a date, checked before anything is sent', async () => {
    const { gateway, calls } = fakeGateway();
    const request = new RequestSettlementStatement(gateway);
    expect(await request.execute({ loanId: 4, input: {} })).toEqual(letter);
    const failure = await request.execute({ loanId: 4, input: { date: '31/03/2027' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationFailed);
    expect((failure as ValidationFailed).fields).toEqual({ date: ['Enter a date like 2027-01-31.'] });
    const unknown = await request.execute({ loanId: 4, input: { date: undefined, amount: 1 } as never }).catch((error: unknown) => error);
    expect((unknown as ValidationFailed).fields).toEqual({ amount: ['Amount is not an accepted field.'] });
    expect(calls).toEqual([['requestSettlementStatement', 4, {}]]);
  });

  it('download a letter as PDF bytes', async () => {
    const { gateway } = fakeGateway();
    const file = await new DownloadLetter(gateway).execute(9);
    expect(file.type).toBe('application/pdf');
    expect(new TextDecoder().decode(file.bytes)).toBe('%PDF');
  });
});
