import { uploadDocument } from './borrower';
import { get, send } from './http-client';
import type { ExampleState } from './openapi-stateful-examples';
import { staffMember } from './staff';
import type { TestApp } from './test-app';

type Recipe = (t: TestApp, token: string | undefined, example: Record<string, unknown>, url: string) => Promise<ExampleState>;

/** An administrator's token: every back-office read is theirs to make. */
async function adminToken(t: TestApp): Promise<string> {
  return (await staffMember(t, { role: 'admin', name: 'Tomasz Nowak' })).token;
}

/** The documented `/1` of `url` replaced by a real id. */
const withId = (url: string, id: number) => url.replace(/\/1(?=\/|$|\?)/, `/${id}`);

/**
 * `x-example-setup` of the back office's reads (issue 25): the example's borrower makes the subject
 * (their file, a document, a conversation) through the API, and an administrator reads it.
 */
export const BACK_OFFICE_READ_RECIPES: Record<string, Recipe> = {
  'back-office-staff': async (t) => ({ token: await adminToken(t) }),
  'back-office-borrower-search': async (t, token) => {
    const email = (await get(t.app, '/api/v1/users/me', token)).json().data.email as string;
    return { url: `/api/v1/back-office/borrowers?q=${encodeURIComponent(email)}`, token: await adminToken(t) };
  },
  'back-office-borrower-file': async (t, token, _example, url) => {
    const id = (await get(t.app, '/api/v1/users/me', token)).json().data.id as number;
    return { url: withId(url, id), token: await adminToken(t) };
  },
  'back-office-document': async (t, token, _example, url) => ({ url: withId(url, await uploadDocument(t.app, token!, 'payslip')), token: await adminToken(t) }),
  'back-office-conversation': async (t, token, _example, url) => {
    const started = await send(t.app, 'POST', '/api/v1/messages', { subject: 'Which payslip do you need?', body: 'I am paid weekly — do you need four payslips or one?' }, { token });
    return { url: withId(url, started.json().data.id), token: await adminToken(t) };
  },
};
