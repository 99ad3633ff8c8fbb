import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { AuthGateway } from './auth-gateway.port';
import { RegisterDto } from './register.dto';
import type { LinkSent } from './sign-up/link-sent';

/**
 * Asks to open an account: an e-mail goes to the address given. Nobody is signed in yet, and the
 * answer is the same whether or not the address already has an account (ADR 0028); the e-mailed
 * link leads on to {@link ConfirmSignUp}.
 */
export class Register implements UseCase<RegisterDto, LinkSent> {
  constructor(private readonly auth: Pick<AuthGateway, 'register'>) {}

  async execute(input: RegisterDto): Promise<LinkSent> {
    return this.auth.register(await validateInput(RegisterDto, input));
  }
}
