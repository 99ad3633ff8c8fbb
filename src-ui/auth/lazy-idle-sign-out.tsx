import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { pageChunks } from '../app/page-chunks';
import { useStores } from '../app/stores.context';
import { whenIdle } from '../app/when-idle';

const IdleSignOutChunk = lazy(() => pageChunks.load(() => import('./idle-sign-out')).then((m) => ({ default: m.IdleSignOut })));

/**
 * The idle sign-out, on every page a signed-in person reads (public pages too, so that reading
 * them counts as activity). It loads once the page has painted and the browser is idle.
 */
export const LazyIdleSignOut = observer(function LazyIdleSignOut() {
  const { auth } = useStores();
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted || !auth.signedIn) return null;
  return (
    <Suspense fallback={null}>
      <IdleSignOutChunk />
    </Suspense>
  );
});
LazyIdleSignOut.displayName = 'LazyIdleSignOut';
