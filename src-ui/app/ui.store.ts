import { makeAutoObservable } from 'mobx';

export type Theme = 'light' | 'dark';

/** Where the UI store keeps the chosen theme between visits. */
export const THEME_STORAGE_KEY = 'portal.theme';

/** Options of {@link UiStore}. */
export interface UiStoreOptions {
  /** Persistent storage (localStorage in the browser); optional so that private modes still work. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The system preference used when nothing was chosen yet. */
  prefersDark?: boolean;
}

/** View state that belongs to no feature: theme, the phone navigation drawer. */
export class UiStore {
  theme: Theme;
  navigationOpen = false;

  constructor(private readonly options: UiStoreOptions = {}) {
    const saved = safeGet(options.storage, THEME_STORAGE_KEY);
    this.theme = saved === 'dark' || saved === 'light' ? saved : options.prefersDark ? 'dark' : 'light';
    makeAutoObservable(this);
  }

  get isDark(): boolean {
    return this.theme === 'dark';
  }

  toggleTheme(): void {
    this.theme = this.isDark ? 'light' : 'dark';
    try {
      this.options.storage?.setItem(THEME_STORAGE_KEY, this.theme);
    } catch {
      // storage can be full or disabled; the choice then lasts for this visit only
    }
  }

  setNavigationOpen(open: boolean): void {
    this.navigationOpen = open;
  }
}

function safeGet(storage: UiStoreOptions['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
