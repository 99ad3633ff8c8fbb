import type { AuthStore } from '../auth/auth.store';
import type { Notifier } from './notifier';
import type { ServicesLoader } from './services-loader';

/** What a feature store may use: the use-cases, the toasts and the session. */
export interface StoreContext {
  readonly services: ServicesLoader;
  readonly notifier: Notifier;
  readonly auth: AuthStore;
}

/** A feature store's class: built once per app from the {@link StoreContext}. */
export type FeatureStoreClass<T> = new (context: StoreContext) => T;
