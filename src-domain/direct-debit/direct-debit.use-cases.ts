import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { DirectDebitGateway } from './direct-debit-gateway.port';
import { MandateDto } from './mandate.dto';
import type { DirectDebitSetup, Mandate } from './mandate.entity';

/** How the lender collects, the borrower's mandate and the Direct Debit Guarantee. */
export class GetDirectDebit implements UseCase<void, DirectDebitSetup> {
  constructor(private readonly directDebit: DirectDebitGateway) {}
  execute(): Promise<DirectDebitSetup> {
    return this.directDebit.setup();
  }
}

/** Sets up the mandate on one of the borrower's bank accounts, or moves it to another; checked before anything is sent. */
export class SetUpMandate implements UseCase<MandateDto, Mandate> {
  constructor(private readonly directDebit: DirectDebitGateway) {}
  async execute(input: MandateDto): Promise<Mandate> {
    return this.directDebit.setUpMandate(await validateInput(MandateDto, input));
  }
}
