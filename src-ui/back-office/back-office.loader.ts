import type { ServicesLoader } from '../app/services-loader';
import { BackOfficeRootStore } from './back-office.root-store';

const loaded = new WeakMap<ServicesLoader, Promise<BackOfficeRootStore>>();

/**
 * The back office's stores for this app: waits for the app's services, has the composition root
 * load the back office's use-cases, then builds the stores, once. A failed load is forgotten so the next visit retries.
 */
export function loadBackOffice(services: ServicesLoader): Promise<BackOfficeRootStore> {
  let pending = loaded.get(services);
  if (!pending) {
    pending = (async () => {
      const app = await services.get();
      if (!app.loadBackOffice) throw new Error('This app has no back office (AppServices.loadBackOffice).');
      return new BackOfficeRootStore(await app.loadBackOffice());
    })();
    pending.catch(() => loaded.delete(services));
    loaded.set(services, pending);
  }
  return pending;
}
