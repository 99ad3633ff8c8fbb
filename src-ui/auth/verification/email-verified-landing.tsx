import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../app/stores.context';
import { VERIFICATION_MESSAGES } from './verification.messages';

/** The query parameter the e-mail confirmation link redirects with (docs/api/issue-3-client-api.md). */
export const EMAIL_VERIFIED_PARAM = 'email_verified';

/**
 * Where the e-mail confirmation link lands for a signed-in borrower (`/dashboard/main?email_verified=1`,
 * or `=0` for an expired or tampered link): says how it went, fetches the user afresh so every card
 * shows the new state, and drops the parameter so a reload does not say it again.
 */
export function EmailVerifiedLanding() {
  const { auth, notifier } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const outcome = params.get(EMAIL_VERIFIED_PARAM);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (outcome === null || handled.current === location.key) return;
    handled.current = location.key; // once per landing, even when effects run twice
    if (outcome === '1') {
      notifier.success(VERIFICATION_MESSAGES.emailVerified, NotificationType.EmailVerified);
      void auth.refreshUser();
    } else {
      notifier.error(VERIFICATION_MESSAGES.emailLinkInvalid);
    }
    const rest = new URLSearchParams(location.search);
    rest.delete(EMAIL_VERIFIED_PARAM);
    const query = rest.toString();
    navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash }, { replace: true });
  }, [outcome, auth, notifier, navigate, location.key, location.pathname, location.search, location.hash]);
  return null;
}
EmailVerifiedLanding.displayName = 'EmailVerifiedLanding';
