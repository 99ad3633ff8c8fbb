import { describe, expect, it, vi } from 'vitest';
import { VISITOR, type Viewer } from '../../../src-domain/auth/route-access.policy';
import type { PageEntry } from '../../../src-ui/app/pages';
import { preloadFirstRoute } from '../../../src-ui/app/route-preloader';

const SIGNED_IN: Viewer = { signedIn: true, verificationPending: false };

function pages() {
  const page = (path: string): PageEntry & { load: ReturnType<typeof vi.fn> } => ({ path, load: vi.fn(async () => () => null) });
  return { about: page('/about'), overview: page('/dashboard/main'), loan: page('/dashboard/user-loans/:id'), signIn: page('/auth/sign-in') };
}

function loads() {
  return { preloadServices: vi.fn(), authLayout: vi.fn(async () => ({})) };
}

describe('the first route’s downloads', () => {
  it('a signed-in borrower opening a dashboard page gets its page, the dashboard shell and the use-cases at once', () => {
    const p = pages();
    const l = loads();
    preloadFirstRoute('/dashboard/user-loans/7', SIGNED_IN, l, Object.values(p));
    expect(p.loan.load).toHaveBeenCalledTimes(1);
    expect(p.overview.load).not.toHaveBeenCalled();
    expect(l.authLayout).toHaveBeenCalledTimes(1);
    expect(l.preloadServices).toHaveBeenCalledTimes(1);
  });

  it('a public page: only its own chunk', () => {
    const p = pages();
    const l = loads();
    preloadFirstRoute('/about', VISITOR, l, Object.values(p));
    expect(p.about.load).toHaveBeenCalledTimes(1);
    expect(l.authLayout).not.toHaveBeenCalled();
    expect(l.preloadServices).not.toHaveBeenCalled();
  });

  it('nothing for a page the route policy will not show (signed out on the dashboard, signed in on sign-in, a bad id)', () => {
    for (const [path, viewer] of [['/dashboard/main', VISITOR], ['/auth/sign-in', SIGNED_IN], ['/dashboard/user-loans/abc', SIGNED_IN]] as const) {
      const p = pages();
      const l = loads();
      preloadFirstRoute(path, viewer, l, Object.values(p));
      for (const page of Object.values(p)) expect(page.load, path).not.toHaveBeenCalled();
      expect(l.preloadServices, path).not.toHaveBeenCalled();
    }
  });

  it('a chunk that fails to download is left to the page’s own load (no unhandled rejection)', async () => {
    const p = pages();
    p.about.load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    preloadFirstRoute('/about', VISITOR, loads(), Object.values(p));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(p.about.load).toHaveBeenCalledTimes(1);
  });
});
