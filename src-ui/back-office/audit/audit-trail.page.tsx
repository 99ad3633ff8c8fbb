import { H1 } from '@blueprintjs/core';

/** Placeholder while the page is built (issue 25). */
export function AuditTrailPage() {
  return <H1>Audit trail</H1>;
}
