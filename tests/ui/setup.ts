import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { unmountAll } from './support/mounted-apps';

// Blueprint and the theme store ask for media queries; jsdom has none.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => undefined;

afterEach(() => {
  unmountAll();
  cleanup();
  document.body.innerHTML = '';
  document.body.className = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});
