import type { AuthStore } from '../auth/auth.store';
import type { LiveNews } from './live-news';
import type { Notifier } from './notifier';
import type { ServicesLoader } from './services-loader';

/** What a feature store may use: the use-cases, the toasts, the session and live news. */
export interface StoreContext {
  readonly services: ServicesLoader;
  readonly notifier: Notifier;
  readonly auth: AuthStore;
  readonly news: LiveNews;
}

/** A feature store's class: built once per app from the {@link StoreContext}. */
export type FeatureStoreClass<T> = new (context: StoreContext) => T;
