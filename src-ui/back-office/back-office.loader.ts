import { loadBackOfficeBindings } from '../../src/bindings/back-office.bindings';
import type { ServicesLoader } from '../app/services-loader';
import { BackOfficeRootStore } from './back-office.root-store';

const loaded = new WeakMap<ServicesLoader, Promise<BackOfficeRootStore>>();

/**
 * The back office's stores for this app: waits for the app's container, loads the back office's
 * bindings into it, then builds the stores, once. A failed load is forgotten so the next visit retries.
 */
export function loadBackOffice(services: ServicesLoader): Promise<BackOfficeRootStore> {
  let pending = loaded.get(services);
  if (!pending) {
    pending = (async () => {
      const app = await services.get();
      const container = app.container;
      if (!container) throw new Error('The back office needs the app’s container (AppServices.container).');
      await loadBackOfficeBindings(container);
      return new BackOfficeRootStore({ get: (token) => container.get(token) });
    })();
    pending.catch(() => loaded.delete(services));
    loaded.set(services, pending);
  }
  return pending;
}
