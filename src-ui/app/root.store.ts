import { reaction } from 'mobx';
import type { CatalogueSummary } from '../../src-domain/loans/product-offer.entity';
import { ActivityRecord } from '../auth/activity-record';
import { AuthStore } from '../auth/auth.store';
import type { AppDependencies } from './app-services';
import { LiveNews } from './live-news';
import { Notifier } from './notifier';
import { ServicesLoader } from './services-loader';
import type { FeatureStoreClass, StoreContext } from './store-context';
import { UiStore, type UiStoreOptions } from './ui.store';
import { whenIdle } from './when-idle';

/**
 * The stores of the app, created once per mounted app and handed to React through context.
 * Stores that every page needs are fields; the stores of one feature (verification, password
 * recovery, 2FA, the v2 registration…) are created on first use by `feature()` and then kept
 * here, so their code loads with the feature's pages rather than with the landing page, while
 * their state still outlives a page (forgot → reset-verify → reset).
 */
export class RootStore implements StoreContext {
  readonly services: ServicesLoader;
  readonly notifier: Notifier;
  readonly ui: UiStore;
  readonly auth: AuthStore;
  readonly news = new LiveNews();
  /** The products' representative examples as the page was served (may be empty). */
  readonly catalogue: CatalogueSummary[];
  private readonly features = new Map<FeatureStoreClass<unknown>, unknown>();

  constructor(deps: AppDependencies, ui: UiStoreOptions = {}) {
    this.services = new ServicesLoader(deps.loadServices);
    this.notifier = new Notifier();
    this.ui = new UiStore(ui);
    this.catalogue = deps.catalogue ?? [];
    this.auth = new AuthStore(deps.sessions, this.services, this.notifier, new ActivityRecord(ui.storage ?? null));
    // The inbox follows the session; its store and code (the realtime client) arrive only once
    // someone is signed in, and once the page they opened has painted and the browser is idle:
    // the unread list it fetches on start covers whatever arrived meanwhile.
    reaction(
      () => this.auth.signedIn,
      (signedIn) => {
        if (signedIn) whenIdle(() => void import('../notifications/notifications.store').then((m) => this.feature(m.NotificationsStore), () => undefined));
      },
      { fireImmediately: true },
    );
  }

  /** The one instance of a feature store, created on first use. */
  feature<T>(type: FeatureStoreClass<T>): T {
    let store = this.features.get(type) as T | undefined;
    if (store === undefined) {
      store = new type(this);
      this.features.set(type, store);
    }
    return store;
  }
}
