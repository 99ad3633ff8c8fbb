import type { FeedbackCategory } from '../../src-domain/feedback/feedback.dto';
import { Button, Card, Elevation, Intent } from '@blueprintjs/core';
import { ChatIcon, EnvelopeIcon, GlobeNetworkIcon, LockIcon, MapMarkerIcon, PhoneIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useFeatureStore, useStores } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import type { OutsideBody } from '../brand/brand-content.schema';
import { activeContent } from '../brand/brand-content';
import { FeedbackStore } from '../feedback/feedback.store';
import { LazyFeedbackDialog } from '../feedback/lazy-feedback-dialog';
import { LinkButton } from '../shared/link-button';
import { PublicPage } from './public-page';
import { ContentBlocks, ContentSectionView, RichText } from './rich-text';

/** Where a visitor signs in to send a message, coming back here afterwards. */
export const CONTACT_SIGN_IN_PATH = `/auth/sign-in?returnTo=${encodeURIComponent('/contact')}`;

/** /contact: phone, e-mail and post from the brand, a secure message for signed-in people, help with repayments, and the complaints process. */
export const ContactPage = observer(function ContactPage() {
  const { auth } = useStores();
  const { contact, particulars } = activeContent;
  const brand = activeBrand;
  return (
    <PublicPage title={contact.title} lead={contact.lead} helpBand={false}>
      <ul className="contact-ways" aria-label="Ways to contact us">
        <li>
          <Card elevation={Elevation.ONE} className="contact-way">
            <span className="contact-way__icon" aria-hidden="true">
              <PhoneIcon size={20} />
            </span>
            <h2>Call us</h2>
            <p className="contact-way__main">
              <a href={`tel:${brand.contact.phoneE164}`}>{brand.contact.phone}</a>
            </p>
            <p className="muted">{brand.contact.hours}</p>
          </Card>
        </li>
        <li>
          <Card elevation={Elevation.ONE} className="contact-way">
            <span className="contact-way__icon" aria-hidden="true">
              <EnvelopeIcon size={20} />
            </span>
            <h2>E-mail us</h2>
            <p className="contact-way__main">
              <a href={`mailto:${brand.contact.email}`}>{brand.contact.email}</a>
            </p>
            <p className="muted">{contact.emailReplyTime}</p>
          </Card>
        </li>
        <li>
          <Card elevation={Elevation.ONE} className="contact-way">
            <span className="contact-way__icon" aria-hidden="true">
              <MapMarkerIcon size={20} />
            </span>
            <h2>Write to us</h2>
            <address className="contact-way__main">
              {brand.legalEntity}
              {brand.registeredAddress.map((line) => (
                <span key={line} className="particulars__line">
                  {line}
                </span>
              ))}
            </address>
            <p className="muted">{contact.postNote}</p>
          </Card>
        </li>
      </ul>

      <section id="message" className="secure-message" aria-labelledby="message-title">
        <span className="secure-message__icon" aria-hidden="true">
          {auth.signedIn ? <ChatIcon size={24} /> : <LockIcon size={24} />}
        </span>
        <div className="secure-message__text">
          <h2 id="message-title">{contact.secureMessage.title}</h2>
          <p>{auth.signedIn ? contact.secureMessage.signedIn : contact.secureMessage.visitor}</p>
        </div>
        <div className="secure-message__actions">{auth.signedIn ? <WriteSecureMessage /> : <SignInToSend />}</div>
      </section>
      {auth.signedIn && <LazyFeedbackDialog />}

      <ContentSectionView section={contact.financialDifficulty} className="public-section--measure" />

      <section id={contact.complaints.id} className="public-section complaints" aria-labelledby={`${contact.complaints.id}-title`}>
        <h2 id={`${contact.complaints.id}-title`} className="public-section__title">
          {contact.complaints.title}
        </h2>
        <p className="public-section__lead">{contact.complaints.lead}</p>
        <div className="complaints__layout">
          <ol className="complaint-steps">
            {contact.complaints.steps.map((step, index) => (
              <li key={step.title} className="complaint-steps__item">
                <span className="complaint-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{step.title}</h3>
                  <p>
                    <RichText text={step.body} />
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <div className="complaints__aside">
            {auth.signedIn && <SendMessage category="complaint" label="Make a complaint" intent={Intent.NONE} />}
            <OutsideBodyCard body={particulars.ombudsman} />
            <div className="prose">
              <ContentBlocks blocks={contact.complaints.after} />
            </div>
          </div>
        </div>
      </section>
    </PublicPage>
  );
});
ContactPage.displayName = 'ContactPage';

/** Props of {@link SendMessage}. */
interface SendMessageProps {
  /** The topic the form starts on. @default none: the person chooses */
  category?: FeedbackCategory;
  label: string;
  /** @default "primary" */
  intent?: Intent;
}

/** Opens the feedback dialog (the one the dashboard uses) for a signed-in customer. */
const SendMessage = observer(function SendMessage({ category, label, intent = Intent.PRIMARY }: SendMessageProps) {
  const feedback = useFeatureStore(FeedbackStore);
  return (
    <Button intent={intent} size="large" icon={<ChatIcon />} onClick={() => feedback.open(category)}>
      {label}
    </Button>
  );
});

/** Where a signed-in customer writes a secure message: the messages page with the new-message form open. */
export const SECURE_MESSAGE_PATH = '/dashboard/messages?new=1';

/** A signed-in customer writes from their account's messages (issue 14). */
function WriteSecureMessage() {
  return (
    <LinkButton to={SECURE_MESSAGE_PATH} intent="primary" size="large" icon={<ChatIcon />}>
      Send us a secure message
    </LinkButton>
  );
}

/** A visitor is asked to sign in (and comes back here) or to open an account. */
function SignInToSend() {
  return (
    <>
      <LinkButton to={CONTACT_SIGN_IN_PATH} intent="primary" size="large">
        Sign in to send a message
      </LinkButton>
      <LinkButton to="/auth/sign-up" variant="minimal">
        New here? Open an account
      </LinkButton>
    </>
  );
}

/** Props of {@link OutsideBodyCard}. */
export interface OutsideBodyCardProps {
  body: OutsideBody;
}

/** An organisation outside the lender (the ombudsman): what it does and how to reach it. */
export function OutsideBodyCard({ body }: OutsideBodyCardProps) {
  return (
    <Card elevation={Elevation.ONE} className="outside-body">
      <h3>{body.name}</h3>
      <p className="muted">{body.role}</p>
      <ul className="outside-body__ways">
        {body.phone && (
          <li>
            <PhoneIcon className="outside-body__icon" />
            <a href={`tel:${body.phoneE164 ?? body.phone.replace(/\s/g, '')}`}>{body.phone}</a>
          </li>
        )}
        <li>
          <GlobeNetworkIcon className="outside-body__icon" />
          <a href={body.website}>{body.website.replace(/^https:\/\/(www\.)?/, '')}</a>
        </li>
        {body.address && (
          <li>
            <MapMarkerIcon className="outside-body__icon" />
            <address>{body.address.join(', ')}</address>
          </li>
        )}
      </ul>
    </Card>
  );
}
OutsideBodyCard.displayName = 'OutsideBodyCard';
