import { Button } from '@blueprintjs/core';

/** Previous / next for a paginated list, with where the reader is. */
export function Pager({ page, lastPage, onPage, label }: { page: number; lastPage: number; onPage: (page: number) => void; label: string }) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button text="Previous" disabled={page <= 1} onClick={() => onPage(page - 1)} />
      <span>
        Page {page} of {lastPage}
      </span>
      <Button text="Next" disabled={page >= lastPage} onClick={() => onPage(page + 1)} />
    </nav>
  );
}
