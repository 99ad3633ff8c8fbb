import { Card, Elevation } from '@blueprintjs/core';
import { EnvelopeIcon, PhoneIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { activeBrand } from '../brand/brand.config';
import { activeContent } from '../brand/brand-content';
import { PublicPage } from './public-page';

/** "EM" from "Eleanor Marsh": the first letters of the first and the last name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return (first + last).toUpperCase();
}

/** /teams: the people behind the lender, and which team to contact about what. */
export function TeamsPage() {
  const { team } = activeContent;
  const brand = activeBrand;
  return (
    <PublicPage title={team.title} lead={team.lead}>
      <section id="people" className="public-section" aria-labelledby="people-title">
        <h2 id="people-title" className="public-section__title">
          {team.peopleTitle}
        </h2>
        <ul className="people">
          {team.people.map((person) => (
            <li key={person.name}>
              <Card elevation={Elevation.ONE} className="person">
                <span className="person__avatar" aria-hidden="true">
                  {initialsOf(person.name)}
                </span>
                <div>
                  <h3 className="person__name">{person.name}</h3>
                  <p className="person__role">{person.role}</p>
                  <p className="person__bio">{person.bio}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section id="contact-a-team" className="public-section" aria-labelledby="contact-a-team-title">
        <h2 id="contact-a-team-title" className="public-section__title">
          {team.teamsTitle}
        </h2>
        <p className="public-section__lead">{team.teamsLead}</p>
        <ul className="team-contacts">
          {team.teams.map((unit) => (
            <li key={unit.id} id={unit.id} className="team-contact">
              <h3>{unit.name}</h3>
              <p className="muted">{unit.helpsWith}</p>
              <p className="team-contact__line">
                <EnvelopeIcon className="team-contact__icon" />
                <a href={`mailto:${unit.email}`}>{unit.email}</a>
              </p>
              <p className="team-contact__line">
                <PhoneIcon className="team-contact__icon" />
                {unit.phone ? (
                  <a href={`tel:${unit.phone.replace(/\s/g, '')}`}>{unit.phone}</a>
                ) : (
                  <a href={`tel:${brand.contact.phoneE164}`}>{brand.contact.phone}</a>
                )}
              </p>
              {unit.more && (
                <p className="team-contact__more">
                  <Link to={unit.more.to}>{unit.more.label}</Link>
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </PublicPage>
  );
}
TeamsPage.displayName = 'TeamsPage';
