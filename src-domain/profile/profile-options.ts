/**
 * The closed lists of the profile, as the wire carries them (snake_case values), each with the
 * words a borrower reads. One table for every client, so a label never drifts from its value.
 */

export const GENDERS = ['female', 'male', 'non_binary', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  female: 'Female',
  male: 'Male',
  non_binary: 'Non-binary',
  prefer_not_to_say: 'Prefer not to say',
};

export const MARITAL_STATUSES = ['single', 'married', 'civil_partnership', 'cohabiting', 'separated', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  single: 'Single',
  married: 'Married',
  civil_partnership: 'Civil partnership',
  cohabiting: 'Living with a partner',
  separated: 'Separated',
  divorced: 'Divorced',
  widowed: 'Widowed',
};

export const EDUCATION_LEVELS = ['none', 'secondary', 'vocational', 'bachelor', 'master', 'doctorate'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const EDUCATION_LABELS: Record<EducationLevel, string> = {
  none: 'No formal qualifications',
  secondary: 'Secondary school',
  vocational: 'Vocational or trade qualification',
  bachelor: 'Bachelor’s degree',
  master: 'Master’s degree',
  doctorate: 'Doctorate',
};

export const ADDRESS_KINDS = ['home', 'previous', 'mailing', 'work'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
export const ADDRESS_KIND_LABELS: Record<AddressKind, string> = { home: 'Home', previous: 'Previous home', mailing: 'Mailing', work: 'Work' };
/** Kinds that are somewhere the borrower lives or lived, so they carry the dates of the stay. */
export const DATED_ADDRESS_KINDS: readonly AddressKind[] = ['home', 'previous'];

export const RESIDENTIAL_STATUSES = ['owner_outright', 'owner_mortgage', 'renting_private', 'renting_social', 'living_with_family', 'other'] as const;
export type ResidentialStatus = (typeof RESIDENTIAL_STATUSES)[number];
export const RESIDENTIAL_STATUS_LABELS: Record<ResidentialStatus, string> = {
  owner_outright: 'Home owner (no mortgage)',
  owner_mortgage: 'Home owner with a mortgage',
  renting_private: 'Renting privately',
  renting_social: 'Renting from a council or housing association',
  living_with_family: 'Living with family',
  other: 'Other',
};

export const EMPLOYMENT_TYPES = ['employed', 'self_employed', 'contract', 'retired', 'unemployed'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  employed: 'Employed',
  self_employed: 'Self-employed',
  contract: 'Contractor',
  retired: 'Retired',
  unemployed: 'Not working',
};
/** Types with an employer (or own business), a position and a pay day. */
export const WORKING_TYPES: readonly EmploymentType[] = ['employed', 'self_employed', 'contract'];

export const PAY_FREQUENCIES = ['weekly', 'fortnightly', 'four_weekly', 'monthly', 'irregular'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Every two weeks',
  four_weekly: 'Every four weeks',
  monthly: 'Monthly',
  irregular: 'Irregularly',
};

/** How many of each record one borrower may keep: generous for people, a wall for scripts. */
export const PROFILE_LIMITS = { addresses: 10, banks: 10, employments: 20 } as const;
