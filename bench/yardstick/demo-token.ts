import { DEMO_BORROWER } from '../../src-server/seed/demo-borrower.seed';
import type { BuiltServer } from '../../tests/support/built-server';

/** Signs the seeded demo borrower in over HTTP, as a native client does; returns the XSRF pair and bearer token. */
export async function demoBorrowerToken(server: BuiltServer): Promise<{ token: string; cookie: string; xsrf: string }> {
  const csrf = await fetch(`${server.url}/sanctum/csrf-cookie`);
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: DEMO_BORROWER.email, password: DEMO_BORROWER.password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return { token: ((await response.json()) as { data: { token: string } }).data.token, cookie, xsrf };
}
