import type { LenderParticulars } from '../../../src-domain/agreements/document-blocks';

/** A lender's particulars as its documents name them (the values of the demo lender, for tests). */
export const lender: LenderParticulars = {
  legalEntity: 'Kestrel Credit Ltd',
  tradingName: 'Kestrel Credit',
  registeredAddress: ['3 Harrier Yard', 'Leeds', 'LS1 4AP'],
  companyRegistration: 'Registered in England and Wales, company no. 09876543',
  frn: 'FRN 987654',
  regulator: 'Financial Conduct Authority',
  email: 'hello@kestrel.test',
  phone: '0113 496 0000',
  hours: 'Monday to Friday, 8am to 6pm',
  complaintsEmail: 'complaints@kestrel.test',
  website: 'https://kestrel.test',
  withdrawalAddress: ['Withdrawals', '3 Harrier Yard', 'Leeds', 'LS1 4AP'],
  withdrawalEmail: 'withdraw@kestrel.test',
};
