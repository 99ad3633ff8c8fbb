import type { UserDetails } from '../../../src-domain/profile/user-details.entity';
import { UserDetailsDto, UserDetailsUpdateDto } from '../../../src-domain/profile/user-details.dto';
import { fieldErrorsOf, requiredFieldsOf } from '../../../src-domain/shared/validation/validate-input';
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
    gender: values.gender as UserDetailsDto['gender'],
    marital_status: values.marital_status as UserDetailsDto['marital_status'],
    dependants: wholeNumber(values.dependants) as number,
    education: values.education as UserDetailsDto['education'],
    nationality: values.nationality.trim().toUpperCase(),
  };
}

export function validateDetails(updating: boolean) {
  return (values: DetailsValues) => fieldErrorsOf(updating ? UserDetailsUpdateDto : UserDetailsDto, detailsDtoOf(values, updating));
}

/** The fields the form marks "(required)": those its DTO always requires. */
export const DETAILS_REQUIRED = requiredFieldsOf(UserDetailsDto);
/** On an edit the national number is re-entered only to change it. */
export const DETAILS_UPDATE_REQUIRED = requiredFieldsOf(UserDetailsUpdateDto);
