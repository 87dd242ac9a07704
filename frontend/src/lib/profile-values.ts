import { isCompanySize, type CompanySize } from './api-enums';

/** A person's details as the API returns them (the signed-in user, or a user in the back office). */
interface Profile {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  phoneNumber?: string | null;
  companyName?: string | null;
  companySize?: string | null;
}

/** A profile form's starting values: the person's own, with '' for what is not set (or a size the form does not offer). */
export function toProfileValues(profile: Profile) {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    companyName: profile.companyName ?? '',
    companySize: profile.companySize && isCompanySize(profile.companySize) ? profile.companySize : ('' as CompanySize | ''),
  };
}
