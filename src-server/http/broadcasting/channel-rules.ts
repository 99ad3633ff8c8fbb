import type { UserRecord } from '../../db/users.repository';

/** A rule's answer: false refuses; true admits to a private channel; an object admits to a presence channel as `user_info`. */
export type ChannelVerdict = boolean | Record<string, unknown>;

type Authorize = (user: UserRecord, params: Record<string, string>) => ChannelVerdict;

interface ChannelRule {
  pattern: RegExp;
  names: string[];
  authorize: Authorize;
}

/** Compiles a Laravel channel pattern such as `App.Models.User.{id}`; a parameter matches one dot-free segment. */
function channel(pattern: string, authorize: Authorize): ChannelRule {
  const names: string[] = [];
  const source = pattern
    .split(/(\{\w+\})/)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^.]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names, authorize };
}

/** The channels of Laravel's routes/channels.php: who may listen where. */
const RULES: ChannelRule[] = [
  // A user's notifications: that user only.
  channel('App.Models.User.{id}', (user, { id }) => String(user.id) === id),
  // The back office's live queues (issue 25): staff who may use the back office, i.e. enabled and with 2FA on.
  channel('back-office', (user) => user.role === 'staff' && user.staffRole !== null && user.disabledAt === null && user.twoFactorEnabled),
];

/**
 * The verdict for `user` on a channel name stripped of its `private-`/`presence-` prefix (as Laravel
 * strips it); false when no rule matches.
 */
export function authorizeChannel(user: UserRecord, normalisedName: string): ChannelVerdict {
  for (const rule of RULES) {
    const match = rule.pattern.exec(normalisedName);
    if (match) return rule.authorize(user, Object.fromEntries(rule.names.map((name, index) => [name, match[index + 1]])));
  }
  return false;
}
