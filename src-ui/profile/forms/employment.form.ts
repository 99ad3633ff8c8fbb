import type { Employment } from '../../../src-domain/profile/employment.entity';
import { EmploymentDto } from '../../../src-domain/profile/employment.dto';
import { parseMoneyInput, toMoneyInput } from '../../../src-domain/shared/money';
import { activeBrand } from '../../brand/brand.config';
import type { FieldErrors } from '../../../src-domain/shared/errors';
import { fieldErrorsOf, requiredFieldsOf } from '../../../src-domain/shared/validation/validate-input';
import { compactPhone, optionalText } from './form-values';

/** What the employment form holds, exactly as typed; incomes as people write them ("2,350.00"). */
export interface EmploymentValues extends Record<string, string | boolean> {
  employment_type: string;
  employer_name: string;
  position: string;
  start_date: string;
  monthly_gross_income: string;
  monthly_net_income: string;
  /** Optional: empty means not declared. */
  monthly_outgoings: string;
  /** The brand's currency, never chosen by the borrower. */
  income_currency: string;
  pay_frequency: string;
  next_pay_date: string;
  employer_phone: string;
}

/** Amounts are always in the lender's currency (the brand's): there is no currency to choose. */
export function employmentValuesOf(employment: Employment | null): EmploymentValues {
  const currency = activeBrand.currency;
  return {
    employment_type: employment?.employmentType ?? 'employed',
    employer_name: employment?.employerName ?? '',
    position: employment?.position ?? '',
    start_date: employment?.startDate ?? '',
    monthly_gross_income: employment ? toMoneyInput(employment.monthlyGrossIncome.amountMinor, currency) : '',
    monthly_net_income: employment ? toMoneyInput(employment.monthlyNetIncome.amountMinor, currency) : '',
    monthly_outgoings: employment?.monthlyOutgoings ? toMoneyInput(employment.monthlyOutgoings.amountMinor, currency) : '',
    income_currency: currency,
    pay_frequency: employment?.payFrequency ?? 'monthly',
    next_pay_date: employment?.nextPayDate ?? '',
    employer_phone: employment?.employerPhone ?? '',
  };
}

/** Amounts become minor units here (the domain's parser); an unreadable amount stays text so the rule names it. */
export function employmentDtoOf(values: EmploymentValues): EmploymentDto {
  const currency = values.income_currency;
  const amount = (text: string) => parseMoneyInput(text, currency) ?? (text.trim() as unknown as number);
  return {
    employment_type: values.employment_type as EmploymentDto['employment_type'],
    employer_name: optionalText(values.employer_name),
    position: optionalText(values.position),
    start_date: optionalText(values.start_date),
    monthly_gross_income: amount(values.monthly_gross_income),
    monthly_net_income: amount(values.monthly_net_income),
    monthly_outgoings: values.monthly_outgoings.trim() === '' ? null : amount(values.monthly_outgoings),
    income_currency: currency as EmploymentDto['income_currency'],
    pay_frequency: values.pay_frequency as EmploymentDto['pay_frequency'],
    next_pay_date: optionalText(values.next_pay_date),
    employer_phone: optionalText(compactPhone(values.employer_phone)),
  };
}

const AMOUNT_MESSAGE = 'Enter an amount such as 2,350.00.';

/** The DTO's rules, with a clearer message than "is not valid" for an amount that cannot be read. */
export async function validateEmployment(values: EmploymentValues): Promise<FieldErrors> {
  const errors = await fieldErrorsOf(EmploymentDto, employmentDtoOf(values));
  for (const field of ['monthly_gross_income', 'monthly_net_income', 'monthly_outgoings'] as const) {
    if (errors[field] && parseMoneyInput(values[field], values.income_currency) === null) errors[field] = [AMOUNT_MESSAGE];
  }
  return errors;
}

/** The fields the form marks "(required)": those its DTO always requires. */
export const EMPLOYMENT_REQUIRED = requiredFieldsOf(EmploymentDto);
