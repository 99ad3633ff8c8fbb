import { Card, Elevation } from '@blueprintjs/core';
import { ShieldIcon, TickCircleIcon } from '@blueprintjs/icons';
import { activeContent } from '../brand/brand-content';
import { PublicPage, type NextLink } from './public-page';
import { RegulatoryParticulars } from './regulatory-particulars';
import { ContentBlocks, ContentSectionView, RichText } from './rich-text';

const ABOUT_NEXT: readonly NextLink[] = [
  { to: '/services', label: 'See our loans' },
  { to: '/teams', label: 'Meet the team' },
];

/** /about: who the lender is, how it lends responsibly, and its regulatory status. */
export function AboutPage() {
  const { about } = activeContent;
  return (
    <PublicPage title={about.title} lead={about.lead} nextLinks={ABOUT_NEXT}>
      <ContentSectionView section={about.story} className="public-section--measure" />

      <section id="how-we-lend" className="public-section" aria-labelledby="how-we-lend-title">
        <h2 id="how-we-lend-title" className="public-section__title">
          {about.principlesTitle}
        </h2>
        <ul className="point-grid">
          {about.principles.map((principle) => (
            <li key={principle.title} className="point-grid__item">
              <span className="point-grid__icon" aria-hidden="true">
                <TickCircleIcon size={20} />
              </span>
              <h3>{principle.title}</h3>
              <p>
                <RichText text={principle.body} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section id={about.regulation.id} className="public-section" aria-labelledby={`${about.regulation.id}-title`}>
        <div className="regulation">
          <div className="prose">
            <h2 id={`${about.regulation.id}-title`} className="public-section__title">
              <ShieldIcon size={22} className="regulation__icon" /> {about.regulation.title}
            </h2>
            <ContentBlocks blocks={about.regulation.blocks} />
          </div>
          <Card elevation={Elevation.ONE} className="regulation__card">
            <RegulatoryParticulars />
          </Card>
        </div>
      </section>

    </PublicPage>
  );
}
AboutPage.displayName = 'AboutPage';
