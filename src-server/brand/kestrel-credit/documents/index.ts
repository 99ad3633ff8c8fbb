import type { LenderDocumentsManifest } from '../../../services/documents/lender-documents.manifest';
import adequateExplanations202612 from './adequate-explanations.2026-12.md?raw';
import signatures202612 from './executed-signatures.2026-12.md?raw';
import fixedSumLoanAgreement202612 from './fixed-sum-loan-agreement.2026-12.md?raw';
import preContractInformation202612 from './pre-contract-information.2026-12.md?raw';

/**
 * Kestrel Credit's documents: the words (one Markdown template per kind and version, edited by the
 * lender's lawyers, never by code) and the particulars every document names. The particulars are the
 * same as the UI brand's (src-ui/brand/brand.config.ts; a test holds them equal). Add a version by
 * adding its file to `versions`; keep the old ones, since an offer is rendered in the words it was made with.
 */
export const KESTREL_CREDIT_DOCUMENTS: LenderDocumentsManifest = {
  particulars: {
    legalEntity: 'Kestrel Credit Ltd',
    tradingName: 'Kestrel Credit',
    registeredAddress: ['3 Harrier Yard', 'Leeds LS1 4AP', 'United Kingdom'],
    companyRegistration: 'Registered in England and Wales, company no. 09876543',
    // The number alone: the templates write "firm reference number {{lender.frn}}".
    frn: '987654',
    regulator: 'Financial Conduct Authority',
    email: 'help@kestrel.test',
    phone: '0113 496 0000',
    hours: 'Monday to Friday, 8am to 6pm',
    complaintsEmail: 'complaints@kestrel.test',
    website: 'https://kestrel.test',
    // Withdrawal (CCA s.66A): by e-mail to the contact address, or by post to the registered office.
    withdrawalAddress: ['Kestrel Credit Ltd', '3 Harrier Yard', 'Leeds LS1 4AP', 'United Kingdom'],
    withdrawalEmail: 'help@kestrel.test',
  },
  brandColor: '#0f6e6e',
  lenderSignatory: 'For and on behalf of Kestrel Credit Ltd: Lending Operations',
  templates: {
    'pre-contract': { active: '2026-12', versions: { '2026-12': preContractInformation202612 } },
    explanations: { active: '2026-12', versions: { '2026-12': adequateExplanations202612 } },
    agreement: { active: '2026-12', versions: { '2026-12': fixedSumLoanAgreement202612 } },
    signatures: { active: '2026-12', versions: { '2026-12': signatures202612 } },
  },
};
