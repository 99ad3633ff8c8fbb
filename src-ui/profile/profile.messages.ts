/** What the profile screens and toasts say. Error sentences come from the domain's one table. */
export const PROFILE_MESSAGES = {
  detailsSaved: 'Your personal details are saved.',
  addressSaved: 'Address saved.',
  bankSaved: 'Bank account saved.',
  employmentSaved: 'Employment saved.',
  complete: 'Your profile is complete. You can now request a loan.',
} as const;
