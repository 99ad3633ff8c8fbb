import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src-domain/auth/route-access.policy';
import { hasPage } from '../../../src-ui/app/pages';
import { aUser, currentPath, findHeading, openApp, waitForPath } from '../support/fake-app';

describe('<RouteGuard> and the route table', () => {
  it('given a signed-out visitor, when they open /dashboard/main, then they land on sign-in with returnTo', async () => {
    await openApp('/dashboard/main');
    await waitForPath('/auth/sign-in?returnTo=%2Fdashboard%2Fmain');
    expect(await findHeading('Sign in')).toBeTruthy();
  });

  it('given a signed-in borrower, when they open /auth/sign-in, then they land on the dashboard', async () => {
    await openApp('/auth/sign-in', { signedInAs: aUser() });
    await waitForPath('/dashboard/main');
    expect(await findHeading(/Ada/)).toBeTruthy();
  });

  it('given a signed-in borrower, when they open /auth/sign-up with a returnTo, then they go where they were going', async () => {
    await openApp('/auth/sign-up?returnTo=%2Fdashboard%2Fmain', { signedInAs: aUser() });
    await waitForPath('/dashboard/main');
  });

  it('given a signed-in borrower, when a returnTo points to another site, then they go to the dashboard instead', async () => {
    await openApp('/auth/sign-in?returnTo=%2F%2Fevil.example', { signedInAs: aUser() });
    await waitForPath('/dashboard/main');
  });

  it('given a signed-out visitor, when they open /, then they see the landing page and the sign-in links', async () => {
    await openApp('/');
    expect(await findHeading('Fair credit, clearly priced.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Open an account' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/FRN 987654/, { selector: '.site-footer__legal p' })).toBeTruthy();
  });

  it('given a signed-in borrower, when they open /, then the navigation bar offers the dashboard instead of sign-in', async () => {
    await openApp('/', { signedInAs: aUser() });
    await findHeading('Fair credit, clearly priced.');
    expect(screen.getAllByRole('link', { name: /dashboard/i }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('given any visitor, when they open an unknown address, then they see "Page not found" with the address and a link home', async () => {
    await openApp('/no/such/page');
    expect(await findHeading('Page not found')).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('given a signed-in borrower, when they open an unknown dashboard address, then the way out leads back to the dashboard', async () => {
    await openApp('/dashboard/no-such-page', { signedInAs: aUser() });
    expect(await findHeading('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' }).getAttribute('href')).toBe('/dashboard/main');
  });

  it('given a malformed record id, when /dashboard/user-loans/abc is opened, then the same "Page not found" shows the path and leads back to the dashboard', async () => {
    await openApp('/dashboard/user-loans/abc', { signedInAs: aUser() });
    expect(await findHeading('Page not found')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Error 404')).toBeTruthy();
    expect(screen.getByText('/dashboard/user-loans/abc')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' }).getAttribute('href')).toBe('/dashboard/main');
  });

  it('has a page for every route of the policy, which the server also reads to answer 200 or 404', () => {
    expect(ROUTES.map((route) => route.pattern).filter((pattern) => !hasPage(pattern))).toEqual([]);
  });

  it('given a signed-out visitor, when the malformed path is opened, then the 404 wins over the sign-in redirect', async () => {
    await openApp('/dashboard/user-loans/abc');
    expect(await findHeading('Page not found')).toBeTruthy();
    expect(screen.getByText('/dashboard/user-loans/abc')).toBeTruthy();
    expect(currentPath()).toBe('/dashboard/user-loans/abc');
  });

  it('given a signed-in borrower on the dashboard, when the HTTP policy reports a 401, then the app goes to sign-in', async () => {
    const { app, sessions } = await openApp('/dashboard/main', { signedInAs: aUser() });
    await findHeading(/Ada/);
    sessions.clear(); // the policy clears the cookies before it calls sessionEnded()
    await act(async () => app.sessionEnded());
    await waitForPath('/auth/sign-in?returnTo=%2Fdashboard%2Fmain');
    expect(await findHeading('Sign in')).toBeTruthy();
  });

  it('given a signed-in borrower on a public page, when the session ends, then the app goes to /auth/sign-in', async () => {
    const { app } = await openApp('/', { signedInAs: aUser() });
    await findHeading('Fair credit, clearly priced.');
    await act(async () => app.sessionEnded());
    await waitForPath('/auth/sign-in');
  });

  it('given a signed-in borrower, when they sign out, then they are on sign-in without a returnTo', async () => {
    const { gateway, sessions } = await openApp('/dashboard/main', { signedInAs: aUser() });
    await findHeading(/Ada/);
    await act(async () => screen.getByRole('button', { name: 'Ada' }).click());
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    await waitForPath('/auth/sign-in');
    expect(gateway.calls).toContain('signOut');
    expect(sessions.session).toBeNull();
  });
});
