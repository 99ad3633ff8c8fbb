import type { UserDetails } from '../../../src-domain/profile/user-details.entity';
import { UserDetailsDto, UserDetailsUpdateDto } from '../../../src-domain/profile/user-details.dto';
import { fieldErrorsOf, requiredFieldsOf } from '../../../src-domain/shared/validation/validate-input';
import { missingRequiredAnswers } from '../../../src-domain/profile/profile-policy';
import { activeBrand } from '../../brand/brand.config';
import { optionalText, wholeNumber } from './form-values';

/** What the personal details form holds, exactly as typed. */
export interface DetailsValues extends Record<string, string | boolean> {
  first_name: string;
  middle_name: string;
  last_name: string;
  date_of_birth: string;
  national_id: string;
  gender: string;
  marital_status: string;
  dependants: string;
  education: string;
  nationality: string;
}

/** The form's starting values: the saved details, or the account's name for a first save. */
export function detailsValuesOf(details: UserDetails | null, account: { firstName: string; lastName: string } | null): DetailsValues {
  return {
    first_name: details?.firstName ?? account?.firstName ?? '',
    middle_name: details?.middleName ?? '',
    last_name: details?.lastName ?? account?.lastName ?? '',
    date_of_birth: details?.dateOfBirth ?? '',
    national_id: '', // never shown in full: re-entered only to change it
    gender: details?.gender ?? '',
    marital_status: details?.maritalStatus ?? '',
    dependants: details ? String(details.dependants) : '0',
    education: details?.education ?? '',
    nationality: details?.nationality ?? 'GB',
  };
}

/** The values as the use-case's input; `national_id` is left out of an update when blank (keep the stored one). */
export function detailsDtoOf(values: DetailsValues, updating: boolean): UserDetailsDto | UserDetailsUpdateDto {
  const nationalId = values.national_id.trim();
  return {
    first_name: values.first_name.trim(),
    middle_name: optionalText(values.middle_name),
    last_name: values.last_name.trim(),
    date_of_birth: values.date_of_birth,
    ...(nationalId !== '' || !updating ? { national_id: nationalId } : {}),
    gender: (optionalText(values.gender) ?? null) as UserDetailsDto['gender'],
    marital_status: values.marital_status as UserDetailsDto['marital_status'],
    dependants: wholeNumber(values.dependants) as number,
    education: (optionalText(values.education) ?? null) as UserDetailsDto['education'],
    nationality: values.nationality.trim().toUpperCase(),
  };
}

/** The DTO's rules and the brand's required questions: what the server checks, in the same words. */
export function validateDetails(updating: boolean, requires = activeBrand.requiredProfileQuestions) {
  return async (values: DetailsValues) => {
    const dto = detailsDtoOf(values, updating);
    const errors = await fieldErrorsOf(updating ? UserDetailsUpdateDto : UserDetailsDto, dto);
    return { ...missingRequiredAnswers(dto, { ...DEFAULT_POLICY_PART, requires }), ...errors };
  };
}

const DEFAULT_POLICY_PART = { minimumAge: 18, currency: activeBrand.currency };

/** The fields the form marks "(required)": those its DTO always requires, and those the brand adds. */
export function detailsRequired(updating: boolean, requires = activeBrand.requiredProfileQuestions): ReadonlySet<string> {
  return new Set([...requiredFieldsOf(updating ? UserDetailsUpdateDto : UserDetailsDto), ...requires]);
}
