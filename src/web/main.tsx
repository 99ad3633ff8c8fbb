import { mountApp, type MountedApp } from '../../src-ui/app/mount-app';
import { BrowserCookies } from '../../src-infra/session/browser-cookies';
import { CookieSessionStore } from '../../src-infra/session/cookie-session.store';
import { readCatalogueSnapshot } from './catalogue-snapshot';

/**
 * Browser entry. The session is read from cookies at once so the first render knows who is
 * signed in; the container and the use-cases follow in a chunk of their own.
 */
const cookies = new BrowserCookies();
const sessions = new CookieSessionStore(cookies);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const app: MountedApp = mountApp(root, {
  sessions,
  catalogue: readCatalogueSnapshot(document),
  loadServices: async () => {
    const { loadWebServices } = await import('./web-services');
    return loadWebServices(cookies, sessions, () => app.sessionEnded());
  },
});
