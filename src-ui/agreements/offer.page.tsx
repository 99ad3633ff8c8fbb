import { Button, Card, Elevation, H1, Intent, Spinner } from '@blueprintjs/core';
import { TickIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { LenderDocumentKind, Offer } from '../../src-domain/agreements/offer.entity';
import { useFeatureStore } from '../app/stores.context';
import { newMessagePath } from '../messages/new-message-path';
import { EmptyState } from '../shared/empty-state';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { TitledCallout } from '../shared/titled-callout';
import { DeclineOfferDialog } from './decline-offer.dialog';
import { DocumentBlocksView } from './document-blocks.view';
import { OfferSummaryCard, ukDayOf } from './offer-summary.card';
import { OfferStore, type OfferStep } from './offer.store';
import { DirectDebitStep } from './direct-debit.step';
import { SignStep } from './sign-step';

const STEP_NAMES: Record<OfferStep, string> = {
  'pre-contract': 'Pre-contract information',
  explanations: 'Explanations',
  agreement: 'Your agreement',
  'direct-debit': 'Direct Debit',
  sign: 'Sign',
};

/** A step's title over its card, where it says more than its name in the line of steps. */
const STEP_TITLES: Partial<Record<OfferStep, string>> = { 'direct-debit': 'Set up your Direct Debit' };

/** "Four steps", "Five steps": the overview counts them in words. */
const COUNT_WORDS: Record<number, string> = { 4: 'Four', 5: 'Five' };

/** What the borrower does with a document besides reading it. */
const DOWNLOAD_LABELS: Partial<Record<LenderDocumentKind, string>> = { 'pre-contract': 'Download PDF to keep', agreement: 'Download PDF' };

/** /dashboard/offers/{id}: read the pre-contract information, the explanations and the agreement, then sign (or decline). */
export const OfferPage = observer(function OfferPage() {
  const store = useFeatureStore(OfferStore);
  const navigate = useNavigate();
  const { id } = useParams();
  const offerId = Number(id);
  const [declining, setDeclining] = useState(false);
  usePageTitle('Your loan offer');
  useEffect(() => {
    void store.open(offerId);
  }, [store, offerId]);

  const offer = store.offerId === offerId ? store.offer.value : null;
  if (store.offer.error && !offer) {
    return (
      <EmptyState
        title="We could not show this offer"
        description={store.offer.error === 'Not found.' ? 'There is no offer with this number in your account.' : store.offer.error}
        action={
          <Button text="Try again" onClick={() => void store.open(offerId)} />
        }
      />
    );
  }
  if (!offer) return <Spinner size={32} aria-label="Loading your offer" />;

  return (
    <div className="loan-page offer-page">
      <header className="dashboard__header loan-page__header">
        <div>
          <H1 className="dashboard__title">Your loan offer</H1>
          <p className="muted">
            {offer.productName} · offer {offer.reference}
          </p>
        </div>
      </header>
      <OfferSummaryCard offer={offer} />
      {offer.status === 'open' ? (
        <>
          <OfferSteps offer={offer} store={store} onSigned={(loanId) => navigate(`/dashboard/user-loans/${loanId}`)} />
          <div className="offer-page__decline">
            <Button variant="minimal" intent={Intent.DANGER} onClick={() => setDeclining(true)}>
              Decline this offer
            </Button>
          </div>
          <DeclineOfferDialog
            offer={declining ? offer : null}
            pending={store.declining}
            onCancel={() => setDeclining(false)}
            onConfirm={() => void store.decline().then((done) => done && setDeclining(false))}
          />
        </>
      ) : (
        <ClosedOffer offer={offer} />
      )}
    </div>
  );
});
OfferPage.displayName = 'OfferPage';

/** Props of {@link OfferSteps}. */
interface OfferStepsProps {
  offer: Offer;
  store: OfferStore;
  onSigned: (loanId: number) => void;
}

/** The steps: a line of step buttons, the step on screen, and the way on to the next. */
const OfferSteps = observer(function OfferSteps({ offer, store, onSigned }: OfferStepsProps) {
  const steps = store.steps;
  const step = store.step;
  const current = step === null ? -1 : steps.indexOf(step);
  const next = steps[current + 1];
  return (
    <>
      <nav className="offer-steps" aria-label="Steps to sign">
        <p className="steps__count muted">{step === null ? `${steps.length} steps` : `Step ${current + 1} of ${steps.length}`}</p>
        <ol className={`offer-steps__list offer-steps__list--${steps.length}`}>
          {steps.map((step, index) => (
            <li key={step}>
              <button
                type="button"
                className={`offer-steps__button${index === current ? ' offer-steps__button--current' : ''}${index < current ? ' offer-steps__button--done' : ''}`}
                aria-current={index === current ? 'step' : undefined}
                onClick={() => void store.goTo(step)}
              >
                <span className="offer-steps__marker" aria-hidden="true">
                  {index < current ? <TickIcon size={12} /> : index + 1}
                </span>
                {STEP_NAMES[step]}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {step === null ? (
        <BeforeYouStart steps={steps} onStart={() => void store.goTo('pre-contract')} />
      ) : (
      <Card elevation={Elevation.ONE} className="dashboard__card offer-step" aria-labelledby="offer-step-title">
        <h2 id="offer-step-title" className="dashboard__section-title">
          {current + 1}. {STEP_TITLES[step] ?? STEP_NAMES[step]}
        </h2>
        {step === 'sign' ? (
          <SignStep store={store} offer={offer} onSigned={onSigned} />
        ) : step === 'direct-debit' ? (
          <DirectDebitStep offerStore={store} />
        ) : (
          <DocumentStep kind={step} offer={offer} store={store} />
        )}
        {next && (
          <div className="offer-step__next">
            <Button size="large" intent={Intent.PRIMARY} onClick={() => void store.goTo(next)}>
              Next: {STEP_NAMES[next]}
            </Button>
          </div>
        )}
      </Card>
      )}
    </>
  );
});

/** The overview before the first step: what the steps are, and that nothing binds until the signature. */
function BeforeYouStart({ steps, onStart }: { steps: readonly OfferStep[]; onStart: () => void }) {
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card offer-step" aria-labelledby="offer-step-title">
      <h2 id="offer-step-title" className="dashboard__section-title">
        Before you sign
      </h2>
      <p>{COUNT_WORDS[steps.length] ?? steps.length} steps, in your own time. Nothing is paid out and nothing binds you until you sign.</p>
      <ol className="offer-intro__list">
        <li>
          <strong>Pre-contract information:</strong> the summary of this loan the law asks us to give you before you sign, with a PDF to keep.
        </li>
        <li>
          <strong>Explanations:</strong> what you will pay and when, what happens if a payment is missed, and how to change your mind or pay early.
        </li>
        <li>
          <strong>Your agreement:</strong> the full terms, with this offer’s figures.
        </li>
        {steps.includes('direct-debit') && (
          <li>
            <strong>Direct Debit:</strong> choose the account we collect your payments from and read the Direct Debit Guarantee.
          </li>
        )}
        <li>
          <strong>Sign:</strong> type your name and confirm with a code we text to your mobile. The money is then paid to your bank account.
        </li>
      </ol>
      <div className="offer-step__next">
        <Button size="large" intent={Intent.PRIMARY} onClick={onStart}>
          Start with the pre-contract information
        </Button>
      </div>
    </Card>
  );
}

/** Props of {@link DocumentStep}. */
interface DocumentStepProps {
  kind: LenderDocumentKind;
  offer: Offer;
  store: OfferStore;
}

/** One of the lender's documents, readable on the page, with its PDF (and, for the explanations, a question to ask). */
const DocumentStep = observer(function DocumentStep({ kind, offer, store }: DocumentStepProps) {
  const document = store.document(kind);
  const download = DOWNLOAD_LABELS[kind];
  const actions = (
    <div className="request-card__actions offer-step__actions">
      {download && (
        <Button loading={store.downloading === kind} onClick={() => void store.downloadPdf(kind)}>
          {download}
        </Button>
      )}
      {kind === 'explanations' && <LinkButton to={newMessagePath(`Question about my loan offer ${offer.reference}`)}>Ask us a question</LinkButton>}
    </div>
  );
  if (document?.error) {
    return (
      <TitledCallout intent={Intent.WARNING} title="We could not show this document">
        <p>{document.error}</p>
        <Button text="Try again" onClick={() => void store.openDocument(kind)} />
      </TitledCallout>
    );
  }
  if (!document?.value) return <Spinner size={24} aria-label={`Loading the ${STEP_NAMES[kind].toLowerCase()}`} />;
  return (
    <>
      {actions}
      <DocumentBlocksView blocks={document.value.blocks} topLevel={3} />
      <p className="muted offer-step__version">
        {document.value.title}, version {document.value.version}
      </p>
    </>
  );
});

/** A signed, declined or lapsed offer: what happened and where to go now. */
function ClosedOffer({ offer }: { offer: Offer }) {
  switch (offer.status) {
    case 'signed':
      return (
        <TitledCallout intent={Intent.SUCCESS} title="You signed this agreement">
          <p>{offer.signedAt ? `Signed on ${ukDayOf(offer.signedAt)}. ` : ''}Your loan, its payments and your copy of the agreement are on your loan’s page.</p>
          {offer.loanId !== null && <LinkButton to={`/dashboard/user-loans/${offer.loanId}`} intent={Intent.PRIMARY}>See my loan</LinkButton>}
        </TitledCallout>
      );
    case 'declined':
      return (
        <TitledCallout intent={Intent.NONE} title="You declined this offer">
          <p>Nothing was paid out and you owe nothing. You are welcome to apply again whenever you like.</p>
          <LinkButton to="/dashboard/loan-request">Apply for a loan</LinkButton>
        </TitledCallout>
      );
    default:
      return (
        <TitledCallout intent={Intent.WARNING} title="This offer has lapsed">
          <p>It was valid until {ukDayOf(offer.expiresAt)} and can no longer be signed. Nothing was paid out. You are welcome to apply again for a new offer.</p>
          <LinkButton to="/dashboard/loan-request">Apply for a loan</LinkButton>
        </TitledCallout>
      );
  }
}
