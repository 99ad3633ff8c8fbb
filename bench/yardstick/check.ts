/** One target of the bench's report. */
export interface Check {
  name: string;
  value: number;
  target: number;
  unit: string;
  ok: boolean;
  /** The target is a floor (e.g. a throughput ratio), not a ceiling. */
  atLeast?: boolean;
  /** Nothing was measured (e.g. PostgreSQL could not be started): reported as such, never as met. */
  notMeasured?: boolean;
}
