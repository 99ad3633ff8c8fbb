import type { FastifyInstance } from 'fastify';
import { NotificationType } from '../../../src-domain/notifications/notification-type';

interface ExampleContext {
  /** The user the test signed up for this operation, when it needs one. */
  userId: number | null;
}

/** Per operation, values for path parameters that must name something the user owns. */
const PATH_FIXTURES: Record<string, (app: FastifyInstance, context: ExampleContext) => Promise<Record<string, string>>> = {
  'GET /api/v1/notifications/mark-notification-as-read/{id}': async (app, { userId }) => ({
    id: (await app.notifications.notify(userId!, NotificationType.PasswordChanged, {})).id,
  }),
};

/**
 * Makes a documented example runnable for the freshly signed-up user: `{user_id}` in the body becomes
 * their id, and path parameters are filled by a fixture or by the parameter's own `example`.
 */
export async function prepareExample(
  app: FastifyInstance,
  operation: { method: string; path: string; parameters?: Array<{ in?: string; name?: string; example?: unknown }> },
  token: string | undefined,
  payload: string | undefined,
): Promise<{ url: string; payload: string | undefined }> {
  const userId = token ? ((await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } })).json().data?.id ?? null) : null;
  const fixture = PATH_FIXTURES[`${operation.method} ${operation.path}`];
  const values: Record<string, string> = fixture ? await fixture(app, { userId }) : {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path' && parameter.name && !(parameter.name in values) && parameter.example !== undefined) values[parameter.name] = String(parameter.example);
  }
  const url = operation.path.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { url, payload: payload?.replaceAll('{user_id}', userId === null ? '{user_id}' : String(userId)) };
}
