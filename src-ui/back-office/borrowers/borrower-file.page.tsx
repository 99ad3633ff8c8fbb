import { H1 } from '@blueprintjs/core';

/** Placeholder while the page is built (issue 25). */
export function BorrowerFilePage() {
  return <H1>Borrower's file</H1>;
}
