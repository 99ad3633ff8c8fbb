import { Button, Callout, H1, Intent } from '@blueprintjs/core';
import { ArrowLeftIcon, EnvelopeIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import type { LinkSent } from '../../src-domain/auth/sign-up/link-sent';

/** Props of {@link CheckYourEmail}. */
export interface CheckYourEmailProps {
  sent: LinkSent;
  /** What opening the link does, ending the sentence "Open the link in it to …". */
  purpose: string;
  /** Back to the form, as it was typed. */
  onChangeAddress: () => void;
}

/**
 * What a sign-up shows once sent: the same words whether or not the address already has an account
 * (the e-mail itself tells its owner which), so the page never tells who is a customer (ADR 0028).
 */
export function CheckYourEmail({ sent, purpose, onChangeAddress }: CheckYourEmailProps) {
  const hours = Math.round(sent.expiresInSeconds / 3600);
  return (
    <>
      <H1 className="auth-page__title">Check your e-mail</H1>
      <Callout intent={Intent.PRIMARY} icon={<EnvelopeIcon />} className="auth-page__callout" role="status">
        We have sent an e-mail to <strong>{sent.email}</strong>. Open the link in it to {purpose}. The link works for {hours} hours.
      </Callout>
      <p className="auth-page__fine muted">
        Nothing after a few minutes? Look in your junk or spam folder. If you already have an account with us, the e-mail says so and
        how to <Link to="/auth/sign-in">sign in</Link>.
      </p>
      <p className="auth-page__switch">
        <Button variant="minimal" icon={<ArrowLeftIcon />} onClick={onChangeAddress}>
          Use a different e-mail address
        </Button>
      </p>
    </>
  );
}
CheckYourEmail.displayName = 'CheckYourEmail';
