import { COMPLAINT_OUTCOMES, COMPLAINT_RESOLUTIONS, COMPLAINT_STATES, type Complaint } from '../../../src-domain/complaints/complaint.entity';
import type { ComplaintGateway } from '../../../src-domain/complaints/complaint-gateway.port';
import type { HttpClient } from '../../http/http-client';
import { isRecord } from '../../http/response-body';
import { malformed, unwrapList } from '../shared/wire-guards';

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** Wire complaint → domain; throws Unexpected when the shape is wrong. */
export function toComplaint(data: Record<string, unknown>): Complaint {
  const { id, reference, state, message, received_at, acknowledged_at, acknowledge_by, summary_resolution_by, final_response_by, resolved_at, resolution, outcome } = data;
  if (typeof id !== 'number' || typeof reference !== 'string' || !oneOf(COMPLAINT_STATES, state) || typeof message !== 'string') throw malformed('complaint');
  if (typeof received_at !== 'string' || typeof acknowledge_by !== 'string' || typeof summary_resolution_by !== 'string' || typeof final_response_by !== 'string') throw malformed('complaint');
  if (!textOrNull(acknowledged_at) || !textOrNull(resolved_at)) throw malformed('complaint');
  if (!(resolution === null || oneOf(COMPLAINT_RESOLUTIONS, resolution)) || !(outcome === null || oneOf(COMPLAINT_OUTCOMES, outcome))) throw malformed('complaint');
  return {
    id,
    reference,
    state,
    message,
    receivedAt: received_at,
    acknowledgedAt: acknowledged_at,
    acknowledgeBy: acknowledge_by,
    summaryResolutionBy: summary_resolution_by,
    finalResponseBy: final_response_by,
    resolvedAt: resolved_at,
    resolution,
    outcome,
  };
}

/** ComplaintGateway over the Laravel-style API: GET /api/v1/complaints. */
export class LaravelComplaintGateway implements ComplaintGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<Complaint[]> {
    return unwrapList(await this.http.get<unknown>('/api/v1/complaints'), 'complaints', (item) => {
      if (!isRecord(item)) throw malformed('complaint');
      return toComplaint(item);
    });
  }
}
