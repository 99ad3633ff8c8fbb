import { useRef } from 'react';

/**
 * True from the first render in which `on` is true, for the rest of the component's life: for parts
 * loaded on first need and then kept mounted (so they can close with their animation).
 */
export function useLatch(on: boolean): boolean {
  const latched = useRef(false);
  if (on) latched.current = true;
  return latched.current;
}
