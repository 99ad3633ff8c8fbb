import { Button, Classes, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { formatCountdown, idleState } from '../../src-domain/auth/idle-policy';
import { useStores } from '../app/stores.context';

/**
 * What counts as using the portal: what a person does. Not `scroll`, which the page also fires for
 * scrolling it does itself (a smooth scroll still running, content arriving live).
 */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Signs a session out after a time without activity in any of the browser's tabs, warning first
 * with a countdown and a way to stay. Sessions the borrower asked to keep are left alone.
 */
export const IdleSignOut = observer(function IdleSignOut() {
  const { auth, ui } = useStores();
  const activity = auth.activity;
  const [signOutInMs, setSignOutInMs] = useState<number | null>(null);
  const watching = auth.signedIn && !auth.keptSignedIn;

  useEffect(() => {
    if (!watching) return;
    let warning = false;
    const check = () => {
      const state = idleState(activity.lastActivityAt(), Date.now());
      warning = state.kind === 'warning';
      if (state.kind === 'expired') {
        if (!auth.signingOut) void auth.signOut('idle');
        return;
      }
      setSignOutInMs(state.kind === 'warning' ? state.signOutInMs : null);
    };
    // While the warning shows, only its button keeps the session: a stray tap should not.
    const onActivity = () => !warning && activity.touch();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', check);
    const timer = window.setInterval(check, 1_000);
    check();
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(timer);
      setSignOutInMs(null);
    };
  }, [watching, activity, auth]);

  if (signOutInMs === null) return null;
  const stay = () => {
    activity.touch();
    setSignOutInMs(null);
  };
  return (
    <Dialog isOpen title="Are you still there?" onClose={stay} className={`idle-sign-out ${ui.isDark ? Classes.DARK : ''}`}>
      <DialogBody>
        <p>
          You have not used the portal for a while. To keep your account safe, we will sign you out in <strong className="idle-sign-out__countdown">{formatCountdown(signOutInMs)}</strong>.
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button size="large" onClick={() => void auth.signOut()}>
              Sign out now
            </Button>
            <Button size="large" intent={Intent.PRIMARY} onClick={stay} autoFocus>
              Stay signed in
            </Button>
          </>
        }
      />
    </Dialog>
  );
});
IdleSignOut.displayName = 'IdleSignOut';
