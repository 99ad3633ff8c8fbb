import type { User, UserRole } from './user.entity';

/** A signed-in session as the client holds it: the cookies `authToken`, `user` and `user_role`. */
export interface Session {
  token: string;
  user: User;
  role: UserRole;
}

/** What the server answers to a successful sign-up or sign-in. */
export interface IssuedToken {
  token: string;
  user: User;
}
