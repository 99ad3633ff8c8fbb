import { PhoneIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';

/**
 * Scrolls to the element named by the address's `#fragment` once the page has rendered: on a
 * fresh load the browser looks for it before the page's chunk has arrived, and the router does
 * not scroll at all. Runs again for every navigation, so a second click on the same link works.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // a malformed fragment names nothing
    }
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [hash, key]);
}

/** "16 November 2026" from "2026-11-16" (the date itself, whatever the reader's time zone). */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** Props of {@link PublicPage}. */
export interface PublicPageProps {
  /** The H1, also the document title. */
  title: string;
  /** One or two sentences under the H1. */
  lead: string;
  /** Small line above the H1. @default the brand's name */
  eyebrow?: string;
  /** ISO date the text last changed; shown under the lead when given. */
  lastUpdated?: string;
  /** Extra class of the page (its layout). */
  className?: string;
  /** Links offered in the closing band before "Contact us" (e.g. the next page to read). */
  nextLinks?: readonly NextLink[];
  /** Show the closing band with the phone number and the next step. @default true */
  helpBand?: boolean;
  children: ReactNode;
}

/** A link of the closing band. */
export interface NextLink {
  to: string;
  label: string;
}

/** The frame of a public page: eyebrow, H1, lead (and date), then the page's sections. */
export function PublicPage({ title, lead, eyebrow = activeBrand.name, lastUpdated, className, nextLinks = [], helpBand = true, children }: PublicPageProps) {
  usePageTitle(title);
  useHashScroll();
  return (
    <article className={['public-page', className].filter(Boolean).join(' ')} aria-labelledby="public-page-title">
      <header className="public-page__header">
        <p className="public-page__eyebrow">{eyebrow}</p>
        <h1 id="public-page-title" className="public-page__title">
          {title}
        </h1>
        <p className="public-page__lead">{lead}</p>
        {lastUpdated && (
          <p className="public-page__updated">
            Last updated <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
          </p>
        )}
      </header>
      {children}
      {helpBand && <HelpBand nextLinks={nextLinks} />}
    </article>
  );
}
PublicPage.displayName = 'PublicPage';

/** Props of {@link HelpBand}. */
export interface HelpBandProps {
  nextLinks: readonly NextLink[];
}

/** The close of every public page: how to reach a person, and the next step for a visitor or a customer. */
export const HelpBand = observer(function HelpBand({ nextLinks }: HelpBandProps) {
  const { auth } = useStores();
  const { contact } = activeBrand;
  return (
    <aside className="help-band" aria-labelledby="help-band-title">
      <div className="help-band__text">
        <h2 id="help-band-title">Questions? Talk to a person</h2>
        <p>
          <PhoneIcon className="help-band__icon" /> Call <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a> ({contact.hours}) or e-mail{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>.
        </p>
      </div>
      <nav className="help-band__actions" aria-label="Next steps">
        {auth.signedIn ? (
          <LinkButton to="/dashboard/main" intent="primary">
            Go to your dashboard
          </LinkButton>
        ) : (
          <LinkButton to="/auth/sign-up" intent="primary">
            Open an account
          </LinkButton>
        )}
        {nextLinks.map((link) => (
          <LinkButton key={link.to} to={link.to} variant="outlined">
            {link.label}
          </LinkButton>
        ))}
      </nav>
    </aside>
  );
});
HelpBand.displayName = 'HelpBand';
