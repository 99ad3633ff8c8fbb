/** Something a test mounted that must go before the next test: an app with its timers and listeners. */
interface Unmountable {
  unmount(): void;
}

const mounted: Unmountable[] = [];

/** Keeps `app` to unmount after the test that mounted it. */
export function unmountAfterTest<T extends Unmountable>(app: T): T {
  mounted.push(app);
  return app;
}

/**
 * Unmounts everything mounted since the last call. tests/ui/setup.ts calls it after every test: a
 * hook a support module registered on import would run for the first file only, since the files of a
 * worker share their modules (ADR 0050), and an app left mounted keeps its timers firing.
 */
export function unmountAll(): void {
  while (mounted.length) mounted.pop()?.unmount();
}
