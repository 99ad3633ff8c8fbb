import { Button } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon, SearchIcon } from '@blueprintjs/icons';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { ChunkLoadFailed } from './chunk-reload.guard';
import { EmptyState } from '../shared/empty-state';

/** Texts of the error screens (spec §2, §8). */
export const ERROR_PAGE_MESSAGES = {
  notFoundCode: 'Error 404',
  notFoundTitle: 'Page not found',
  notFoundBody: 'We could not find a page at this address:',
  notFoundHint: 'It may have moved, or the link may be missing a part. Check the address for a typing mistake, or carry on from here.',
  chunkTitle: 'This page could not be loaded',
  chunkBody: 'A newer version of the portal may have been released, or the connection dropped. Reloading usually fixes it.',
  crashTitle: 'Something went wrong',
  crashBody: 'An unexpected error stopped this page. Reloading usually fixes it; your account is not affected.',
  home: 'Go to the home page',
  dashboard: 'Back to my dashboard',
  backOffice: 'Back to the back office',
  reload: 'Reload',
} as const;

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** Where the way out leads: the home page, or the dashboard for an address under /dashboard. */
  within?: 'site' | 'dashboard' | 'back-office';
}

/**
 * The one "Page not found" (spec §2): for an address no route matches and for a route whose
 * parameter is malformed (`/dashboard/user-loans/abc`) alike, with the address shown and a way back.
 * The server answers these addresses with status 404 (src-server/http/spa/spa.plugin.ts).
 */
export function NotFoundPage({ within = 'site' }: NotFoundPageProps) {
  usePageTitle(ERROR_PAGE_MESSAGES.notFoundTitle);
  const { pathname } = useLocation();
  return (
    <div className="error-page">
      <EmptyState
        icon={<SearchIcon size={48} />}
        description={
          <div>
            <p className="error-page__code">{ERROR_PAGE_MESSAGES.notFoundCode}</p>
            <h1 className="error-page__title">{ERROR_PAGE_MESSAGES.notFoundTitle}</h1>
            <p>
              {ERROR_PAGE_MESSAGES.notFoundBody}
              <br />
              <code className="error-page__path">{pathname}</code>
            </p>
            <p>{ERROR_PAGE_MESSAGES.notFoundHint}</p>
          </div>
        }
        action={
          within === 'dashboard' ? (
            <LinkButton to="/dashboard/main" intent="primary">
              {ERROR_PAGE_MESSAGES.dashboard}
            </LinkButton>
          ) : within === 'back-office' ? (
            <LinkButton to="/back-office" intent="primary">
              {ERROR_PAGE_MESSAGES.backOffice}
            </LinkButton>
          ) : (
            <LinkButton to="/" intent="primary">
              {ERROR_PAGE_MESSAGES.home}
            </LinkButton>
          )
        }
      />
    </div>
  );
}
NotFoundPage.displayName = 'NotFoundPage';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  title: string;
  description: string;
  /** Reloads the page. @default window.location.reload */
  reload?: () => void;
}

/** A full-page error with a Reload button (chunk failures, crashes). */
export function ErrorScreen({ title, description, reload = () => window.location.reload() }: ErrorScreenProps) {
  usePageTitle(title);
  return (
    <main className="error-page error-page--full" role="alert">
      <EmptyState
        icon={<ErrorIcon size={48} />}
        title={title}
        description={description}
        action={
          <Button intent="primary" icon={<RefreshIcon />} onClick={reload}>
            {ERROR_PAGE_MESSAGES.reload}
          </Button>
        }
      />
    </main>
  );
}
ErrorScreen.displayName = 'ErrorScreen';

/** Props of {@link RouteErrorBoundary}. */
export interface RouteErrorBoundaryProps {
  /** Changing the key (the path) clears a previous error. */
  children?: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
}

/**
 * Catches what a page throws while rendering: a chunk that would not load even after the one
 * reload of spec §4, or a crash. Shows a screen with a Reload button instead of a blank page.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  static displayName = 'RouteErrorBoundary';
  override state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!(error instanceof ChunkLoadFailed)) console.error('A page crashed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return error instanceof ChunkLoadFailed ? (
      <ErrorScreen title={ERROR_PAGE_MESSAGES.chunkTitle} description={ERROR_PAGE_MESSAGES.chunkBody} />
    ) : (
      <ErrorScreen title={ERROR_PAGE_MESSAGES.crashTitle} description={ERROR_PAGE_MESSAGES.crashBody} />
    );
  }
}
