import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeBrand } from '../../../src-ui/brand/brand.config';
import { activeContent } from '../../../src-ui/brand/brand-content';
import { initialsOf } from '../../../src-ui/public-pages/teams.page';
import { findHeading, openApp, waitForPath } from '../support/fake-app';

const brand = activeBrand;
const main = () => document.getElementById('main') as HTMLElement;
/** The page's own text, without the navigation bar and the regulatory footer (which repeat the particulars). */
const pageText = () => main().textContent ?? '';

describe('public pages', () => {
  it.each([
    ['/about', activeContent.about.title],
    ['/services', activeContent.services.title],
    ['/teams', activeContent.team.title],
    ['/contact', activeContent.contact.title],
    ['/terms', activeContent.terms.title],
    ['/privacy-policy', activeContent.privacy.title],
  ])('given a visitor, when %s opens, then it shows its H1 in the default layout and names itself in the title', async (path, title) => {
    await openApp(path);
    const h1 = await findHeading(title);
    expect(h1.tagName).toBe('H1');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title} · ${brand.name}`);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy(); // the default layout's navigation bar
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('given a visitor on Our loans, when they look at the navigation bar, then its Loans link says it is the current page and no other does', async () => {
    await openApp('/services');
    await findHeading(activeContent.services.title);
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Loans' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(within(bar).getByRole('link', { name: 'About us' }));
    await findHeading(activeContent.about.title);
    expect(within(bar).getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Loans' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('<AboutPage>', () => {
  it('states who the lender is and its regulatory status from the brand', async () => {
    await openApp('/about');
    await findHeading(activeContent.about.title);
    const text = pageText();
    for (const particular of [brand.legalEntity, brand.licence.regulator, brand.licence.number, brand.companyRegistration, ...brand.registeredAddress]) {
      expect(text).toContain(particular);
    }
    expect(screen.getByRole('heading', { name: activeContent.about.principlesTitle })).toBeTruthy();
    for (const principle of activeContent.about.principles) expect(screen.getByRole('heading', { name: principle.title })).toBeTruthy();
    expect(document.getElementById('regulatory-status')).toBeTruthy();
  });
});

describe('<ServicesPage>', () => {
  it('describes every product of the landing page, with who it suits, who it does not, and what to apply with', async () => {
    await openApp('/services');
    await findHeading(activeContent.services.title);
    for (const product of brand.landing.products) {
      const region = screen.getByRole('region', { name: product.name });
      expect(region.id).toBe(product.alias);
      expect(within(region).getByText(product.forWhom)).toBeTruthy();
      expect(within(region).getByRole('heading', { name: 'Suitable if' })).toBeTruthy();
      expect(within(region).getByRole('heading', { name: 'Not suitable if' })).toBeTruthy();
      expect(within(region).getByRole('heading', { name: 'You will also need' })).toBeTruthy();
      if (product.caution) expect(within(region).getByText(product.caution)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'What you need to apply' })).toBeTruthy();
  });

  it('has details for every product, so no product is shown half-described', () => {
    for (const product of brand.landing.products) expect(activeContent.services.products[product.alias], product.alias).toBeTruthy();
  });

  it('shows no invented APR: the price is shown to each borrower before they apply', async () => {
    await openApp('/services');
    await findHeading(activeContent.services.title);
    expect(screen.getByRole('heading', { name: activeContent.services.pricing.title })).toBeTruthy();
    expect(pageText()).not.toMatch(/\d+(\.\d+)?\s*%\s*(representative\s*)?APR/i);
  });
});

describe('<TeamsPage>', () => {
  it('introduces each person with initials instead of a photo, and says which team to contact about what', async () => {
    await openApp('/teams');
    await findHeading(activeContent.team.title);
    expect(document.querySelector('#main img')).toBeNull();
    for (const person of activeContent.team.people) {
      const card = screen.getByRole('heading', { name: person.name }).closest('.person') as HTMLElement;
      expect(within(card).getByText(person.role)).toBeTruthy();
      expect(within(card).getByText(initialsOf(person.name))).toBeTruthy();
    }
    for (const team of activeContent.team.teams) {
      const item = document.getElementById(team.id) as HTMLElement;
      expect(within(item).getByRole('heading', { name: team.name })).toBeTruthy();
      expect(within(item).getByRole('link', { name: team.email }).getAttribute('href')).toBe(`mailto:${team.email}`);
    }
  });

  it('makes initials from the first and the last name', () => {
    expect(initialsOf('Eleanor Marsh')).toBe('EM');
    expect(initialsOf('  ada  king lovelace ')).toBe('AL');
    expect(initialsOf('Cher')).toBe('C');
  });
});

describe('<TermsPage> and <PrivacyPolicyPage>', () => {
  it.each([
    ['/terms', activeContent.terms],
    ['/privacy-policy', activeContent.privacy],
  ])('%s has a last-updated date and an anchor for every section of its contents list', async (path, document_) => {
    await openApp(path);
    await findHeading(document_.title);
    expect(screen.getByText(/^Last updated/).querySelector('time')?.getAttribute('dateTime')).toBe(document_.lastUpdated);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(document_.sections.length);
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').replace(/^#/, '');
      const section = document.getElementById(id) as HTMLElement;
      expect(section, id).toBeTruthy();
      expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(link.textContent);
    }
  });

  it('the terms name the lender’s legal entity, licence and office, and say the loan agreement is separate', async () => {
    await openApp('/terms');
    await findHeading(activeContent.terms.title);
    const text = pageText();
    for (const particular of [brand.legalEntity, brand.licence.number, brand.companyRegistration, brand.registeredAddress.join(', '), brand.contact.phone]) {
      expect(text).toContain(particular);
    }
    expect(screen.getByRole('heading', { name: 'How a loan agreement works' })).toBeTruthy();
    expect(text).toContain('14 days');
  });

  it('the privacy notice names the controller and lists every cookie the portal sets', async () => {
    await openApp('/privacy-policy');
    await findHeading(activeContent.privacy.title);
    const controller = screen.getByLabelText('Who is responsible for your information');
    expect(controller.textContent).toContain(brand.legalEntity);
    expect(controller.textContent).toContain(activeContent.particulars.dataProtectionRegistration);
    const cookies = screen.getByRole('table', { name: 'Cookies and browser storage used by the portal' });
    for (const name of ['authToken', 'user', 'user_role', 'session_kept_until', 'XSRF-TOKEN', 'kestrel_browser', 'portal.activity']) {
      expect(within(cookies).getByText(name)).toBeTruthy();
    }
    expect(document.getElementById('your-rights')).toBeTruthy();
    expect(screen.getByRole('link', { name: activeContent.particulars.dataRegulator.name }).getAttribute('href')).toBe(
      activeContent.particulars.dataRegulator.website,
    );
  });
});

describe('site footer', () => {
  it('links to every public page, and Complaints lands on the complaints section of the contact page', async () => {
    await openApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Legal and help' });
    for (const [name, href] of [
      ['About us', '/about'],
      ['Our loans', '/services'],
      ['Our team', '/teams'],
      ['Contact', '/contact'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy-policy'],
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    fireEvent.click(within(footer).getByRole('link', { name: 'Complaints' }));
    await waitForPath('/contact');
    expect(window.location.hash).toBe('#complaints');
    const heading = await findHeading(activeContent.contact.complaints.title);
    expect(heading.closest('section')?.id).toBe('complaints');
  });
});
