import { createContext, useContext, type ReactNode } from 'react';
import type { BackOfficeRootStore } from './back-office.root-store';

const BackOfficeStoresContext = createContext<BackOfficeRootStore | null>(null);

/** Props of {@link BackOfficeStoresProvider}. */
export interface BackOfficeStoresProviderProps {
  stores: BackOfficeRootStore;
  children?: ReactNode;
}

/** Gives the back office's pages their stores. */
export function BackOfficeStoresProvider({ stores, children }: BackOfficeStoresProviderProps) {
  return <BackOfficeStoresContext.Provider value={stores}>{children}</BackOfficeStoresContext.Provider>;
}
BackOfficeStoresProvider.displayName = 'BackOfficeStoresProvider';

/** The back office's stores; throws outside {@link BackOfficeStoresProvider} so a page outside the back office fails loudly. */
export function useBackOfficeStores(): BackOfficeRootStore {
  const stores = useContext(BackOfficeStoresContext);
  if (!stores) throw new Error('useBackOfficeStores() must be used inside <BackOfficeStoresProvider> (the back office layout).');
  return stores;
}
