/**
 * What a careful lender writes when a field is missing or wrong (issue 14), by field: `missing` for
 * an empty required field, `wrong` for any other broken rule that has no message of its own.
 * `<field> is not valid.` (spec §5) stays the fallback for fields and rules not listed here.
 */
interface FieldWords {
  missing?: string;
  wrong?: string;
}

const choose = (what: string): FieldWords => ({ missing: `Choose ${what}.`, wrong: `Choose ${what} from the list.` });

export const FIELD_MESSAGES: Readonly<Record<string, FieldWords>> = {
  // who you are
  first_name: { missing: 'Enter your first name.', wrong: 'Enter your first name in letters.' },
  middle_name: { wrong: 'Enter your middle name in letters.' },
  last_name: { missing: 'Enter your last name.', wrong: 'Enter your last name in letters.' },
  email: { missing: 'Enter your e-mail address.', wrong: 'Enter an e-mail address like name@example.com.' },
  phone: { missing: 'Enter your mobile number.' },
  password: { missing: 'Enter your password.' },
  current_password: { missing: 'Enter your current password.' },
  password_confirmation: { missing: 'Enter the password again.' },
  date_of_birth: { missing: 'Enter your date of birth.', wrong: 'Enter your date of birth as day, month and year, like 27 3 1987.' },
  national_id: { missing: 'Enter your National Insurance number.' },
  gender: choose('your gender'),
  marital_status: choose('your marital status'),
  education: choose('your highest education'),
  nationality: choose('your nationality'),
  dependants: { missing: 'Enter how many people depend on you, or 0.', wrong: 'Enter how many people depend on you, or 0.' },
  // where you live
  kind: choose('the kind of address'),
  line1: { missing: 'Enter the first line of the address.' },
  city: { missing: 'Enter the town or city.' },
  postal_code: { missing: 'Enter the postcode.' },
  country: choose('the country'),
  years_at_address: { missing: 'Enter how many years you have lived there, or 0.', wrong: 'Enter how many years you have lived there, or 0.' },
  residential_status: choose('how you live there'),
  // your bank
  bank_name: { missing: 'Enter the name of your bank.' },
  account_holder: { missing: 'Enter the name on the account.', wrong: 'Enter the name on the account in letters.' },
  account_number: { missing: 'Enter the account number.' },
  currency: choose('the currency'),
  // your work
  employment_type: choose('how you are employed'),
  employer_name: { missing: 'Enter your employer’s name.' },
  position: { missing: 'Enter your job title.' },
  start_date: { missing: 'Enter the date you started.', wrong: 'Enter the date you started as day, month and year.' },
  monthly_gross_income: { missing: 'Enter your monthly pay before tax.', wrong: 'Enter your monthly pay before tax, like 2,350.00.' },
  monthly_net_income: { missing: 'Enter your monthly take-home pay.', wrong: 'Enter your monthly take-home pay, like 1,820.50.' },
  income_currency: choose('the currency you are paid in'),
  pay_frequency: choose('how often you are paid'),
  // codes and messages
  otp: { missing: 'Enter the 6-digit code we sent you.', wrong: 'Enter the 6-digit code we sent you.' },
  code: { missing: 'Enter the code from your authenticator app or a recovery code.' },
  category: choose('what it is about'),
  message: { missing: 'Write your message.' },
};

/** Rules whose failure means "nothing was given". */
const MISSING_RULES = new Set(['required', 'isDefined', 'isNotEmpty']);

/** The lender's words for `rule` failing on `field`, or null when only the fallback fits. */
export function fieldMessage(field: string, rule: string): string | null {
  const words = Object.prototype.hasOwnProperty.call(FIELD_MESSAGES, field) ? FIELD_MESSAGES[field] : undefined;
  if (!words) return null;
  if (MISSING_RULES.has(rule)) return words.missing ?? null;
  // Too long is about length, not the kind of value: the fallback says less but nothing wrong.
  if (rule === 'maxLength' || rule === 'minLength') return null;
  return words.wrong ?? null;
}
