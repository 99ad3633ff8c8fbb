import { describe, expect, it, vi } from 'vitest';
import { VISITOR, type Viewer } from '../../../src-domain/auth/route-access.policy';
import type { PageEntry } from '../../../src-ui/app/pages';
import { preloadFirstRoute } from '../../../src-ui/app/route-preloader';

const SIGNED_IN: Viewer = { signedIn: true, verificationPending: false, role: 'borrower' };
const PAGES: PageEntry[] = ['/about', '/dashboard/main', '/dashboard/user-loans/:id', '/auth/sign-in'].map((path) => ({ path, load: async () => () => null }));

function loads() {
  return { page: vi.fn(async (_entry: PageEntry) => undefined), authLayout: vi.fn(async () => undefined) };
}

const pagesStarted = (l: ReturnType<typeof loads>) => l.page.mock.calls.map(([entry]) => entry.path);

describe('the first route’s downloads', () => {
  it('a signed-in borrower opening a dashboard page gets its page and the dashboard shell at once', () => {
    const l = loads();
    preloadFirstRoute('/dashboard/user-loans/7', SIGNED_IN, l, PAGES);
    expect(pagesStarted(l)).toEqual(['/dashboard/user-loans/:id']);
    expect(l.authLayout).toHaveBeenCalledTimes(1);
  });

  it('a public page: only its own chunk', () => {
    const l = loads();
    preloadFirstRoute('/about', VISITOR, l, PAGES);
    expect(pagesStarted(l)).toEqual(['/about']);
    expect(l.authLayout).not.toHaveBeenCalled();
  });

  it('nothing for a page the route policy will not show (signed out on the dashboard, signed in on sign-in, a bad id)', () => {
    for (const [path, viewer] of [['/dashboard/main', VISITOR], ['/auth/sign-in', SIGNED_IN], ['/dashboard/user-loans/abc', SIGNED_IN]] as const) {
      const l = loads();
      preloadFirstRoute(path, viewer, l, PAGES);
      expect(pagesStarted(l), path).toEqual([]);
      expect(l.authLayout, path).not.toHaveBeenCalled();
    }
  });

  it('a chunk that fails to download is left for the page to show (no unhandled rejection here)', async () => {
    const l = loads();
    l.page.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    preloadFirstRoute('/about', VISITOR, l, PAGES);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(l.page).toHaveBeenCalledTimes(1);
  });
});
