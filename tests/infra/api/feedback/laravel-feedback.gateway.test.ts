import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { TooManyRequests, Unexpected } from '../../../../src-domain/shared/errors';
import { LaravelFeedbackGateway } from '../../../../src-infra/api/feedback/laravel-feedback.gateway';
import { BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

describe.each(TRANSPORTS)('LaravelFeedbackGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const client = createClient(create());
    client.cookies.set('XSRF-TOKEN', 'xsrf');
    return new LaravelFeedbackGateway(client.http);
  }

  it('sends POST /api/feedback and returns the receipt', async () => {
    let sent: unknown;
    nock(BASE_URL, { reqheaders: { 'x-xsrf-token': 'xsrf' } })
      .post('/api/feedback')
      .reply((_u, body) => ((sent = body), [201, { data: { id: 42, reference: 'FB-000042', category: 'praise', rating: 5, created_at: '2026-11-22T10:00:00.000Z' } }]));
    const receipt = await gateway().send({ category: 'praise', message: 'Very clear forms.', rating: 5 });
    expect(receipt).toEqual({ id: 42, reference: 'FB-000042', category: 'praise', createdAt: '2026-11-22T10:00:00.000Z', complaint: null });
    expect(sent).toEqual({ category: 'praise', message: 'Very clear forms.', rating: 5 });
  });

  it('a complaint comes back with the complaint it became, its reference and dates', async () => {
    const complaint = {
      id: 7,
      reference: 'CP-000007',
      state: 'acknowledged',
      message: 'I was charged a late fee although I paid on time.',
      received_at: '2026-11-22T10:00:00.000Z',
      acknowledged_at: '2026-11-22T10:00:00.000Z',
      acknowledge_by: '2026-11-23',
      summary_resolution_by: '2026-11-25',
      final_response_by: '2027-01-15',
      resolved_at: null,
      resolution: null,
      outcome: null,
    };
    nock(BASE_URL)
      .post('/api/feedback')
      .reply(201, { data: { id: 43, reference: 'FB-000043', category: 'complaint', created_at: '2026-11-22T10:00:00.000Z', complaint } });
    const receipt = await gateway().send({ category: 'complaint', message: complaint.message });
    expect(receipt.complaint).toMatchObject({ reference: 'CP-000007', state: 'acknowledged', finalResponseBy: '2027-01-15', resolvedAt: null });
  });

  it('is never retried (a write), and says when to come back after 429', async () => {
    const scope = nock(BASE_URL).post('/api/feedback').once().reply(429, { message: 'Too Many Attempts.' }, { 'Retry-After': '1800' });
    const error = await rejectionOf(gateway().send({ category: 'general', message: 'One more thought.' }));
    expect(error).toBeInstanceOf(TooManyRequests);
    expect((error as TooManyRequests).retryAfterSeconds).toBe(1800);
    expect(scope.isDone()).toBe(true);
  });

  it('refuses a receipt without a reference', async () => {
    nock(BASE_URL).post('/api/feedback').reply(201, { data: { id: 1, category: 'general', created_at: 'x' } });
    expect(await rejectionOf(gateway().send({ category: 'general', message: 'One more thought.' }))).toBeInstanceOf(Unexpected);
  });
});
