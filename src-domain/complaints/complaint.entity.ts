/** A complaint's state: received, acknowledged (the clock runs), resolved (a final response or summary resolution sent). */
export const COMPLAINT_STATES = ['received', 'acknowledged', 'resolved'] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

/** How a complaint was closed: a final response (DISP 1.6.2R) or a summary resolution communication (DISP 1.5.4R). */
export const COMPLAINT_RESOLUTIONS = ['final_response', 'summary_resolution'] as const;
export type ComplaintResolution = (typeof COMPLAINT_RESOLUTIONS)[number];

/** What the final response decided (DISP 1.6.2R(1)(a)–(c)). */
export const COMPLAINT_OUTCOMES = ['upheld', 'partly', 'rejected'] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

export const COMPLAINT_STATE_LABELS: Record<ComplaintState, string> = {
  received: 'Received',
  acknowledged: 'We are looking into it',
  resolved: 'Resolved',
};

export const COMPLAINT_OUTCOME_LABELS: Record<ComplaintOutcome, string> = {
  upheld: 'Upheld',
  partly: 'Partly upheld',
  rejected: 'Not upheld',
};

/** A complaint as its borrower sees it. */
export interface Complaint {
  id: number;
  /** Quoted in every letter, e.g. `CP-000042`. */
  reference: string;
  state: ComplaintState;
  /** The borrower's own words. */
  message: string;
  receivedAt: string;
  acknowledgedAt: string | null;
  acknowledgeBy: string;
  summaryResolutionBy: string;
  finalResponseBy: string;
  resolvedAt: string | null;
  resolution: ComplaintResolution | null;
  outcome: ComplaintOutcome | null;
}

/** `42` → `CP-000042`. */
export function complaintReference(id: number): string {
  return `CP-${String(id).padStart(6, '0')}`;
}
