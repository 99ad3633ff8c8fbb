import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root.store';
import type { FeatureStoreClass } from './store-context';

const StoresContext = createContext<RootStore | null>(null);

/** Props of {@link StoresProvider}. */
export interface StoresProviderProps {
  /** The root store; created once and never replaced. */
  stores: RootStore;
  children?: ReactNode;
}

/** Gives the subtree its stores. */
export function StoresProvider({ stores, children }: StoresProviderProps) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}
StoresProvider.displayName = 'StoresProvider';

/** The root store; throws outside {@link StoresProvider} so a missing provider fails loudly. */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() must be used inside <StoresProvider>.');
  return stores;
}

/** The app's one instance of a feature store (see {@link RootStore.feature}). */
export function useFeatureStore<T>(type: FeatureStoreClass<T>): T {
  return useStores().feature(type);
}
