import { describe, expect, it } from 'vitest';
import type { RepaymentGateway } from '../../../src-domain/loans/repayment-gateway.port';
import type { PartPaymentDto, PaymentDateMoveDto } from '../../../src-domain/loans/repayment.dto';
import { ConfirmPartPayment, MovePaymentDate, PreviewPartPayment, PreviewPaymentDateMove } from '../../../src-domain/loans/repayment.use-cases';
import { ValidationFailed } from '../../../src-domain/shared/errors';

/** A gateway that records what reached it: bad input must never get this far. */
function recordingGateway(): RepaymentGateway & { sent: unknown[] } {
  const sent: unknown[] = [];
  const record = async (...args: unknown[]) => {
    sent.push(args[1]);
    return {} as never;
  };
  return { sent, position: record, settlement: record, previewPartPayment: record, confirmPartPayment: record, cancelPartPayment: async () => undefined, previewPaymentDate: record, movePaymentDate: record };
}

const fieldsOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ValidationFailed);
  return (error as ValidationFailed).fields;
};

describe('the repayment use-cases check their input before any call', () => {
  it('a part payment needs an amount in whole pence and one of the two choices', async () => {
    const gateway = recordingGateway();
    const preview = new PreviewPartPayment(gateway);
    expect(await fieldsOf(preview.execute({ loanId: 7, input: { amount: 0, choice: 'shorter_term' } }))).toEqual({ amount: ['Enter how much you would like to pay.'] });
    expect(await fieldsOf(preview.execute({ loanId: 7, input: { amount: 100.5, choice: 'shorter_term' } }))).toHaveProperty('amount');
    expect(await fieldsOf(preview.execute({ loanId: 7, input: { amount: 100_000, choice: 'both' } as never }))).toEqual({
      choice: ['Choose what the part payment should do: pay less each month, or finish sooner.'],
    });
    expect(await fieldsOf(new ConfirmPartPayment(gateway).execute({ loanId: 7, input: { amount: 100_000, choice: 'shorter_term' } as PartPaymentDto }))).toHaveProperty('preview_hash');
    expect(gateway.sent).toEqual([]);
    await preview.execute({ loanId: 7, input: { amount: 100_000, choice: 'smaller_instalment' } });
    expect(gateway.sent).toHaveLength(1);
  });

  it('a payment day is a whole day of the month from 1 to 31, and a move carries its preview', async () => {
    const gateway = recordingGateway();
    const preview = new PreviewPaymentDateMove(gateway);
    for (const day of [0, 32, 2.5]) expect(await fieldsOf(preview.execute({ loanId: 7, input: { day } }))).toEqual({ day: ['Choose a day of the month from 1 to 31.'] });
    expect(await fieldsOf(new MovePaymentDate(gateway).execute({ loanId: 7, input: { day: 2 } as PaymentDateMoveDto }))).toHaveProperty('preview_hash');
    expect(gateway.sent).toEqual([]);
    await preview.execute({ loanId: 7, input: { day: 31 } });
    expect(gateway.sent).toHaveLength(1);
  });
});
