import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipartBody } from '../../support/document-files';
import { fetchXsrfToken } from '../support/http-client';

export type UploadFile = Parameters<typeof multipartBody>[1];

/** The headers a signed-in browser sends with a write: bearer token and the XSRF pair. */
export async function uploadHeaders(app: FastifyInstance, token: string): Promise<Record<string, string>> {
  const xsrf = await fetchXsrfToken(app);
  return { accept: 'application/json', authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf };
}

/** `POST /api/documents` as the SPA sends it. */
export async function upload(app: FastifyInstance, token: string, fields: Record<string, string>, file?: UploadFile): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(fields, file);
  return app.inject({ method: 'POST', url: '/api/documents', headers: { ...(await uploadHeaders(app, token)), 'content-type': contentType }, payload });
}

/** Every stored file under an upload folder (tmp included): what a refused upload must not grow. */
export function filesUnder(uploadDir: string): string[] {
  try {
    return readdirSync(uploadDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
