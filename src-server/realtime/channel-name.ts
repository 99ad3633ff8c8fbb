/** How the server treats a channel, decided by its name's prefix (PUSHER_PROTOCOL.md §1.4). */
export type ChannelKind = 'public' | 'private' | 'encrypted' | 'presence' | 'user';

/** The SDK and soketi accept 200 characters; Pusher Channels 164. */
export const MAX_CHANNEL_NAME_LENGTH = 200;
/** Prefix of the channel a signed-in user receives `sendToUser` events on. */
export const USER_CHANNEL_PREFIX = '#server-to-user-';

const NAME_CHARACTERS = /^[A-Za-z0-9_\-=@,.;]+$/;

/** The kind of `name`; call only on names that passed {@link isValidChannelName}. */
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith(USER_CHANNEL_PREFIX)) return 'user';
  return 'public';
}

/** True for a name of allowed characters and length; `#server-to-user-{id}` is the one name with a `#`. */
export function isValidChannelName(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_CHANNEL_NAME_LENGTH) return false;
  const rest = name.startsWith(USER_CHANNEL_PREFIX) ? name.slice(USER_CHANNEL_PREFIX.length) : name;
  return rest.length > 0 && NAME_CHARACTERS.test(rest);
}

/** True for channels whose subscription needs a signature from the app's auth endpoint. */
export function requiresAuth(kind: ChannelKind): boolean {
  return kind === 'private' || kind === 'encrypted' || kind === 'presence';
}
