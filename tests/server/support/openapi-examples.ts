import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { multipartBody, pdfFile } from '../../support/document-files';

type ExampleDocument = { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { example?: unknown }> } }>> };
const openApi = JSON.parse(readFileSync(new URL('../../../docs/api/openapi.json', import.meta.url), 'utf8')) as ExampleDocument;

interface ExampleContext {
  /** The user the test signed up for this operation, when it needs one. */
  userId: number | null;
  /** That user's bearer token, to create records they own through the API itself (no back door). */
  token: string | undefined;
}

/** Creates a record for the example's user with a documented create call and returns its id. */
async function createOwned(app: FastifyInstance, token: string | undefined, url: string, body: unknown): Promise<string> {
  const xsrf = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
  const cookie = xsrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${cookie.value}`, 'x-xsrf-token': decodeURIComponent(cookie.value), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  if (response.statusCode !== 201) throw new Error(`fixture ${url} failed: ${response.statusCode} ${response.body}`);
  return String(response.json().data.id);
}

/** The documented example body of `POST path`, so fixtures create what the document shows. */
export function documentedExample(path: string): unknown {
  return (openApi.paths[path]?.post?.requestBody?.content?.['application/json']?.example ?? {}) as unknown;
}

/** documents (issue 11): the documented upload example as a multipart body with a real PDF under the example's file name. */
export function documentedUpload(example: Record<string, string>): { payload: Buffer; contentType: string } {
  const { file, ...fields } = example;
  return multipartBody(fields, { name: file, content: pdfFile(), type: 'application/pdf' });
}

async function uploadOwned(app: FastifyInstance, token: string | undefined): Promise<string> {
  const example = openApi.paths['/api/documents']?.post?.requestBody?.content?.['multipart/form-data']?.example as Record<string, string>;
  const { payload, contentType } = documentedUpload(example);
  const xsrf = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
  const cookie = xsrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${cookie.value}`, 'x-xsrf-token': decodeURIComponent(cookie.value), 'content-type': contentType },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`fixture upload failed: ${response.statusCode} ${response.body}`);
  return String(response.json().data.id);
}

/** Per operation, values for path parameters that must name something the user owns. */
const PATH_FIXTURES: Record<string, (app: FastifyInstance, context: ExampleContext) => Promise<Record<string, string>>> = {
  // documents (issue 11)
  'GET /api/documents/{id}/file': async (app, { token }) => ({ id: await uploadOwned(app, token) }),
  'DELETE /api/documents/{id}': async (app, { token }) => ({ id: await uploadOwned(app, token) }),
  'GET /api/v1/notifications/mark-notification-as-read/{id}': async (app, { userId }) => ({
    id: (await app.notifications.notify(userId!, NotificationType.PasswordChanged, {})).id,
  }),
  'POST /api/update_user_detail/{id}': async (app, { token }) => ({ id: await createOwned(app, token, '/api/user_details', documentedExample('/api/user_details')) }),
  'PUT /api/addresses/{id}': async (app, { token }) => ({ id: await createOwned(app, token, '/api/addresses', documentedExample('/api/addresses')) }),
  'PUT /api/banks/{id}': async (app, { token }) => ({ id: await createOwned(app, token, '/api/banks', documentedExample('/api/banks')) }),
  'PUT /api/user_employments/{id}': async (app, { token }) => ({
    id: await createOwned(app, token, '/api/user_employments', documentedExample('/api/user_employments')),
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
  const values: Record<string, string> = fixture ? await fixture(app, { userId, token }) : {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path' && parameter.name && !(parameter.name in values) && parameter.example !== undefined) values[parameter.name] = String(parameter.example);
  }
  const url = operation.path.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { url, payload: payload?.replaceAll('{user_id}', userId === null ? '{user_id}' : String(userId)) };
}
