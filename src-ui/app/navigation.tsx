import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

/** Lets code outside React (the 401 hook of the HTTP policy) navigate. */
export class Navigator {
  private navigate: NavigateFunction | null = null;

  attach(navigate: NavigateFunction | null): void {
    this.navigate = navigate;
  }

  go(to: string, options: { replace?: boolean } = {}): void {
    if (this.navigate) void this.navigate(to, options);
    else window.history.replaceState(null, '', to);
  }
}

/** Props of {@link NavigationBridge}. */
export interface NavigationBridgeProps {
  navigator: Navigator;
}

/** Hands the router's navigate function to a {@link Navigator}; scrolls to the top on a new page. */
export function NavigationBridge({ navigator }: NavigationBridgeProps) {
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  useEffect(() => {
    navigator.attach(navigate);
    return () => navigator.attach(null);
  }, [navigate, navigator]);
  useEffect(() => {
    if (!hash) window.scrollTo?.(0, 0);
  }, [pathname, hash]);
  return null;
}
NavigationBridge.displayName = 'NavigationBridge';
