import { Spinner } from '@blueprintjs/core';

/** Props of {@link PageLoading}. */
export interface PageLoadingProps {
  /** What is loading, for screen readers. @default "Loading the page" */
  label?: string;
}

/** Shown while a page's code arrives. */
export function PageLoading({ label = 'Loading the page' }: PageLoadingProps) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spinner size={32} aria-label={label} />
    </div>
  );
}
PageLoading.displayName = 'PageLoading';
