import { H1 } from '@blueprintjs/core';

/** Placeholder while the page is built (issue 25). */
export function StaffPage() {
  return <H1>Staff</H1>;
}
