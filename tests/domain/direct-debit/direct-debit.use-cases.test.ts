import { describe, expect, it } from 'vitest';
import type { DirectDebitGateway } from '../../../src-domain/direct-debit/direct-debit-gateway.port';
import { GetDirectDebit, SetUpMandate } from '../../../src-domain/direct-debit/direct-debit.use-cases';
import { MANDATE_MESSAGES, type MandateDto } from '../../../src-domain/direct-debit/mandate.dto';
import { isLiveMandate, type Mandate } from '../../../src-domain/direct-debit/mandate.entity';
import { ValidationFailed } from '../../../src-domain/shared/errors';

const MANDATE: Mandate = { reference: 'KCDD-000042', status: 'pending', accountHolder: 'Ada Lovelace', bankName: 'Barclays', sortCode: '20-00-00', accountLast4: '5678', lodgedAt: null, onPreviousAccount: [] };

class RecordingGateway implements DirectDebitGateway {
  readonly sent: MandateDto[] = [];
  async setup() {
    return { method: 'direct_debit' as const, mandate: null, guarantee: { version: '2026-12', blocks: [] } };
  }
  async setUpMandate(input: MandateDto) {
    this.sent.push(input);
    return MANDATE;
  }
}

describe('Direct Debit use-cases', () => {
  it('given a profile account id, when the mandate is set up, then the id is sent and the new mandate answered', async () => {
    const gateway = new RecordingGateway();
    expect(await new SetUpMandate(gateway).execute({ bank_id: 7 })).toEqual(MANDATE);
    expect(gateway.sent).toEqual([{ bank_id: 7 }]);
  });

  it.each([0, -1, 1.5, Number.NaN])('given bank_id %s, then it is refused under bank_id and nothing is sent', async (bankId) => {
    const gateway = new RecordingGateway();
    const refused = await new SetUpMandate(gateway).execute({ bank_id: bankId }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationFailed);
    expect((refused as ValidationFailed).fields.bank_id).toContain(MANDATE_MESSAGES.bankId);
    expect(gateway.sent).toEqual([]);
  });

  it('reads the setup through the gateway', async () => {
    expect(await new GetDirectDebit(new RecordingGateway()).execute()).toMatchObject({ method: 'direct_debit', mandate: null });
  });

  it('counts a pending or active mandate as live, a cancelled or failed one (or none) as needing to be set up again', () => {
    expect(isLiveMandate(MANDATE)).toBe(true);
    expect(isLiveMandate({ ...MANDATE, status: 'active' })).toBe(true);
    expect(isLiveMandate({ ...MANDATE, status: 'cancelled' })).toBe(false);
    expect(isLiveMandate({ ...MANDATE, status: 'failed' })).toBe(false);
    expect(isLiveMandate(null)).toBe(false);
  });
});
