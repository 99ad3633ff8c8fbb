import { FilesystemDocumentStorage } from '../../src-server/services/filesystem-document.storage';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordService } from '../../src-server/services/password.service';
import { seedDemoBorrower } from '../../src-server/seed/demo-borrower.seed';
import { createTestApp, type TestApp } from './support/test-app';
import { fetchXsrfToken, registerUser } from './support/http-client';
import { documentedUpload, prepareExample } from './support/openapi-examples';
import { applyExampleSetup } from './support/openapi-stateful-examples';

interface Operation {
  /** A recipe of tests/server/support/openapi-stateful-examples.ts that runs the flow the example needs. */
  'x-example-setup'?: string;
  parameters?: Array<{ in?: string; name?: string; example?: unknown }>;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, unknown>;
}
type OpenApi = { openapi: string; security?: Array<Record<string, string[]>>; paths: Record<string, Record<string, Operation>> };

const document = JSON.parse(readFileSync(new URL('../../docs/api/openapi.json', import.meta.url), 'utf8')) as OpenApi;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const DOCUMENTED_PREFIXES = ['/api', '/sanctum', '/broadcasting'];

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The login example signs in as the demo borrower, as it would on a seeded server.
  await seedDemoBorrower(t.database, new PasswordService(t.config.passwordHashing), new FilesystemDocumentStorage(t.config.uploadDir), t.clock);
});
afterAll(() => t.close());

describe('docs/api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with at least one operation', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(operations.length).toBeGreaterThan(0);
  });

  it('documents every API route the server registers, and nothing it does not', () => {
    const registered = t.routes
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method} ${route.url}`))
      .filter((key) => !key.startsWith('HEAD '))
      .filter((key) => DOCUMENTED_PREFIXES.some((prefix) => key.split(' ')[1].startsWith(prefix)))
      .map((key) => key.replace(/:(\w+)/g, '{$1}'));
    const documented = operations.map(({ method, path }) => `${method} ${path}`);

    expect([...new Set(registered)].sort()).toEqual([...new Set(documented)].sort());
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))('%s accepts its documented example', async (_name, { method, path, operation }) => {
    const xsrf = await fetchXsrfToken(t.app);
    const headers: Record<string, string> = { accept: 'application/json', cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf };
    const security = operation.security ?? document.security ?? [];
    // Each example signs up its own borrower from one address: a minute apart, as the per-address code-check limit allows.
    t.clock.advance(60_000);
    const token = security.some((requirement) => 'bearerAuth' in requirement) ? (await registerUser(t.app)).token : undefined;
    if (token) headers.authorization = `Bearer ${token}`;

    let payload: string | undefined;
    let multipart: { payload: Buffer; contentType: string } | undefined;
    if (operation.requestBody?.content['multipart/form-data']) {
      // documents (issue 11): the one multipart call; its example names the file, the test sends a real one.
      multipart = documentedUpload(operation.requestBody.content['multipart/form-data'].example as Record<string, string>);
      headers['content-type'] = multipart.contentType;
    } else if (operation.requestBody) {
      const example = operation.requestBody.content['application/json']?.example;
      expect(example, 'request body example').toBeDefined();
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(example);
    }
    let prepared = await prepareExample(t.app, { method, path, parameters: operation.parameters }, token, payload);
    const setup = operation['x-example-setup'];
    if (setup) {
      const applied = await applyExampleSetup(t, setup, token, prepared);
      // The back office's examples are called by a member of staff, the recipe's subject made by the borrower.
      if (applied.token) headers.authorization = `Bearer ${applied.token}`;
      prepared = applied;
    }
    const response = await t.app.inject({ method: method as 'GET', url: prepared.url, headers, payload: multipart?.payload ?? prepared.payload });

    // Success is a 2xx, or the redirect of a call documented as one (the e-mail link).
    const documented = Object.keys(operation.responses).map(Number);
    const redirectOnly = !documented.some((status) => status >= 200 && status < 300);
    const [low, high] = redirectOnly ? [300, 400] : [200, 300];
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(low);
    expect(response.statusCode, response.body).toBeLessThan(high);
    expect(Object.keys(operation.responses)).toContain(String(response.statusCode));
  });
});
