import { AuthStore } from '../auth/auth.store';
import type { AppDependencies } from './app-services';
import { Notifier } from './notifier';
import { ServicesLoader } from './services-loader';
import { UiStore, type UiStoreOptions } from './ui.store';

/** The stores of the app, created once per mounted app and handed to React through context. */
export class RootStore {
  readonly services: ServicesLoader;
  readonly notifier: Notifier;
  readonly ui: UiStore;
  readonly auth: AuthStore;

  constructor(deps: AppDependencies, ui: UiStoreOptions = {}) {
    this.services = new ServicesLoader(deps.loadServices);
    this.notifier = new Notifier();
    this.ui = new UiStore(ui);
    this.auth = new AuthStore(deps.sessions, this.services, this.notifier);
  }
}
