/** Valid request bodies of the profile calls, as the SPA sends them. */

/** A date `days` from today, `YYYY-MM-DD` (the rules judge dates against the real today). */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const DETAILS = {
  first_name: 'Ada',
  middle_name: 'King',
  last_name: 'Lovelace',
  date_of_birth: '1990-05-17',
  national_id: 'AB 12 34 56 C',
  gender: 'female',
  marital_status: 'married',
  dependants: 2,
  education: 'master',
  nationality: 'GB',
};

export const ADDRESS = {
  kind: 'home',
  line1: '12 Harrier Way',
  line2: null,
  city: 'Leeds',
  region: 'West Yorkshire',
  postal_code: 'ls1 4ap',
  country: 'gb',
  lived_from: '2019-06-01',
  residential_status: 'renting_private',
};

export const BANK = {
  bank_name: 'Northern Bank',
  account_holder: 'Ada Lovelace',
  account_number: '3192 6819',
  routing_code: '60-16-13',
  currency: 'GBP',
};

export const IBAN_BANK = {
  bank_name: 'Berliner Bank',
  account_holder: 'Ada Lovelace',
  account_number: 'DE89 3704 0044 0532 0130 00',
  routing_code: null,
  currency: 'EUR',
};

export const EMPLOYMENT = {
  employment_type: 'employed',
  employer_name: 'Analytical Engines Ltd',
  position: 'Engineer',
  start_date: '2019-09-01',
  monthly_gross_income: 235_000,
  monthly_net_income: 182_050,
  income_currency: 'GBP',
  pay_frequency: 'monthly',
  next_pay_date: inDays(10),
  employer_phone: '+441134960000',
};
