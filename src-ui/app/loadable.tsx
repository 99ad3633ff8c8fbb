import { lazy, type ComponentType } from 'react';

/** A component whose code loads on demand, and which renders at once when it already has. */
export interface Loadable<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading, once; resolves with the component. A failed load is forgotten, so the next call retries. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * `React.lazy` suspends on first render even when the code arrived long before (a preloaded page),
 * and React then waits up to 300 ms before revealing what was behind the fallback. A loadable
 * renders the component straight away once its code is in, and suspends only while it is not.
 * Render `Component` inside a `<Suspense>`.
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let ready: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (ready = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const Ready = ready;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
