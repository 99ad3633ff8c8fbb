import { H1 } from '@blueprintjs/core';

/** Placeholder while the page is built (issue 25). */
export function BorrowerSearchPage() {
  return <H1>Find a borrower</H1>;
}
