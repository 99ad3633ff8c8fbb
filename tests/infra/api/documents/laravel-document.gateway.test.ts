import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { Conflict, NotFound } from '../../../../src-domain/shared/errors';
import { LaravelDocumentGateway } from '../../../../src-infra/api/documents/laravel-document.gateway';
import { BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

const LICENCE_RESOURCE = {
  id: 2, slug: 'driving-licence', name: 'Driving licence', description: 'Both sides.', accepts: ['pdf', 'jpg', 'png'], max_size_kb: 10240,
  has_back: true, expires: true, min_width: 600, min_height: 400, max_pixels: 40000000, required_by: ['personal-loan'],
  one_of: 'photo-identity',
};

describe.each(TRANSPORTS)('LaravelDocumentGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const client = createClient(create());
    client.cookies.set('XSRF-TOKEN', 'xsrf');
    return new LaravelDocumentGateway(client.http);
  }

  it('reads each type’s limits, the pixel maximum included', async () => {
    nock(BASE_URL).get('/api/document_type').reply(200, { data: [LICENCE_RESOURCE] });
    expect(await gateway().types()).toEqual([
      { id: 2, slug: 'driving-licence', name: 'Driving licence', description: 'Both sides.', accepts: ['pdf', 'jpg', 'png'], maxSizeKb: 10240, hasBack: true, expires: true, minWidth: 600, minHeight: 400, maxPixels: 40000000, requiredBy: ['personal-loan'], oneOf: 'photo-identity' },
    ]);
  });

  it('reads a type from a backend that does not send max_pixels as having no stated maximum', async () => {
    const { max_pixels: _left, ...older } = LICENCE_RESOURCE;
    nock(BASE_URL).get('/api/document_type').reply(200, { data: [older] });
    expect((await gateway().types())[0].maxPixels).toBeNull();
  });

  it('reads whether the reviewer confirmed the identity on each document, as not confirmed when a backend does not say', async () => {
    const document = { id: 5, document_type: 'passport', type_name: 'Passport', side: null, file_name: 'passport.jpg', size: 1000, mime: 'image/jpeg', status: 'approved', review_reason: null, expires_on: '2031-05-01', created_at: '2026-11-01T09:00:00.000Z', reviewed_at: '2026-11-02T09:00:00.000Z' };
    nock(BASE_URL).get('/api/documents').query({ page: '1' }).reply(200, { data: [{ ...document, identity_confirmed: true }, { ...document, id: 6 }], current_page: 1, last_page: 1, total: 2 });
    expect((await gateway().list(1, {})).items.map((d) => [d.id, d.identityConfirmed])).toEqual([
      [5, true],
      [6, false],
    ]);
  });

  it('removes a document with DELETE /api/documents/{id}, sending the XSRF token, and takes the 204', async () => {
    let xsrf: unknown;
    nock(BASE_URL)
      .delete('/api/documents/42')
      .reply(function () {
        xsrf = this.req.headers['x-xsrf-token'];
        return [204, ''];
      });
    await expect(gateway().remove(42)).resolves.toBeUndefined();
    expect(xsrf).toBe('xsrf');
  });

  it('turns a 409 into Conflict with the server’s reason, and a 404 into NotFound, without retrying', async () => {
    const reason = 'We have already checked this document, so it stays on your record and cannot be removed.';
    nock(BASE_URL).delete('/api/documents/7').once().reply(409, { message: reason });
    const conflict = await rejectionOf(gateway().remove(7));
    expect(conflict).toBeInstanceOf(Conflict);
    expect((conflict as Conflict).message).toBe(reason);
    nock(BASE_URL).delete('/api/documents/8').once().reply(404, { message: 'Not Found.' });
    expect(await rejectionOf(gateway().remove(8))).toBeInstanceOf(NotFound);
  });
});
