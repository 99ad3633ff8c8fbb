import { Card, Elevation, Tag } from '@blueprintjs/core';
import { ShieldIcon, TickCircleIcon, WarningSignIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { formatPercent } from '../../src-domain/loans/percent-format';

/** Scrolls to `#section` links of the navigation bar (the router does not). */
function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

/** The landing page: value proposition, how it works, products, and why to trust the lender. */
export const HomePage = observer(function HomePage() {
  const { auth, catalogue } = useStores();
  const { landing, name, licence, legalEntity } = activeBrand;
  const exampleOf = (alias: string) => catalogue.find((summary) => summary.alias === alias);
  usePageTitle();
  useHashScroll();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">{name}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {landing.headline}
          </h1>
          <p className="home-hero__lead">{landing.lead}</p>
          <div className="home-hero__actions">
            {auth.signedIn ? (
              <LinkButton to="/dashboard/main" intent="primary" size="large">
                Go to your dashboard
              </LinkButton>
            ) : (
              <>
                <LinkButton to="/auth/sign-up" intent="primary" size="large">
                  Open an account
                </LinkButton>
                <LinkButton to="/auth/sign-in" variant="outlined" size="large">
                  Sign in
                </LinkButton>
              </>
            )}
          </div>
          <ul className="home-hero__promises">
            {landing.promises.map((promise) => (
              <li key={promise}>
                <TickCircleIcon className="home-hero__tick" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <Card className="home-hero__card" elevation={Elevation.THREE} aria-label="What you see before you apply">
          <p className="home-hero__card-label">Before you apply, you see</p>
          <dl className="home-hero__facts">
            <div>
              <dt>Monthly repayment</dt>
              <dd>Fixed for the whole term</dd>
            </div>
            <div>
              <dt>Total to repay</dt>
              <dd>In pounds, not only as a rate</dd>
            </div>
            <div>
              <dt>APR</dt>
              <dd>The rate you are offered, not a “from” rate</dd>
            </div>
            <div>
              <dt>Paying back early</dt>
              <dd>Always free</dd>
            </div>
          </dl>
        </Card>
      </section>

      <section id="how-it-works" className="home-section" aria-labelledby="how-title">
        <h2 id="how-title" className="home-section__title">
          How it works
        </h2>
        <ol className="home-steps">
          {landing.steps.map((step, index) => (
            <li key={step.title} className="home-steps__item">
              <span className="home-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="products" className="home-section" aria-labelledby="products-title">
        <h2 id="products-title" className="home-section__title">
          Loans we offer
        </h2>
        <p className="home-section__lead">
          Every product is explained in plain words. If a loan is not right for you, we will say so.
        </p>
        <div className="home-products">
          {landing.products.map((product) => (
            <Card key={product.alias} className="home-products__card" elevation={Elevation.ONE}>
              <h3>{product.name}</h3>
              <p className="home-products__for">{product.forWhom}</p>
              <p>{product.description}</p>
              <div className="home-products__facts">
                {product.facts.map((fact) => (
                  <Tag key={fact} minimal round>
                    {fact}
                  </Tag>
                ))}
              </div>
              <div className="home-products__pricing">
                {exampleOf(product.alias) && (
                  <>
                    <p className="home-products__apr">Representative {formatPercent(exampleOf(product.alias)!.representativeApr)}% APR</p>
                    <p className="home-products__example">{exampleOf(product.alias)!.representativeExample}</p>
                  </>
                )}
                {product.caution && (
                  <p className="home-products__caution">
                    <WarningSignIcon /> {product.caution}
                  </p>
                )}
              </div>
              <LinkButton to={`/calculator?product=${encodeURIComponent(product.alias)}`} className="home-products__price">
                See what it would cost
              </LinkButton>
            </Card>
          ))}
        </div>
      </section>

      <section className="home-trust" aria-labelledby="trust-title">
        <ShieldIcon size={32} className="home-trust__icon" />
        <div>
          <h2 id="trust-title">A regulated lender</h2>
          <p>
            {legalEntity} is authorised and regulated by the {licence.regulator} ({licence.number}). We only lend what
            our affordability checks say you can repay, and we never charge a fee for paying early.
          </p>
        </div>
      </section>
    </div>
  );
});
HomePage.displayName = 'HomePage';
