import type { EducationLevel, Gender, MaritalStatus } from './profile-options';

/** Who the borrower is, as a lender must know them before lending (GET /api/user_details). */
export interface UserDetails {
  id: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  /** The National Insurance number as the API shows it after saving: masked, e.g. `•••• 456C`. */
  nationalIdMasked: string;
  /** Null when the borrower chose not to answer. */
  gender: Gender | null;
  maritalStatus: MaritalStatus;
  /** Children or adults who depend on the borrower financially. */
  dependants: number;
  /** Null when the borrower chose not to answer. */
  education: EducationLevel | null;
  /** ISO 3166-1 alpha-2. */
  nationality: string;
  /** The account's phone (E.164): changed in the account settings, not here. */
  phone: string;
  updatedAt: string;
}
