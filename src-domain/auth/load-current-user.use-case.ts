import { Unauthenticated } from '../shared/errors';
import type { UseCase } from '../shared/use-case';
import type { AuthGateway } from './auth-gateway.port';
import type { SessionStore } from './session-store.port';
import type { User } from './user.entity';

/** Fetches the signed-in user afresh and keeps the stored session in step with it. */
export class LoadCurrentUser implements UseCase<void, User> {
  constructor(
    private readonly auth: Pick<AuthGateway, 'currentUser'>,
    private readonly sessions: SessionStore,
  ) {}

  async execute(): Promise<User> {
    const session = this.sessions.read();
    if (!session) throw new Unauthenticated();
    const user = await this.auth.currentUser();
    this.sessions.write({ ...session, user, role: user.role });
    return user;
  }
}
