/**
 * The lender's words for complaint letters, versioned: a letter records the version it was written
 * with, so what a borrower was told can be shown again word for word. It lives in the domain, not in
 * the UI's brand module, because the server writes the letters and may not import the UI; the
 * portal's brand content reads the same ombudsman particulars from here.
 * Placeholders: {reference} {receivedOn} {summaryResolutionBy} {finalResponseBy} {resolvedOn}.
 */
export interface ComplaintWording {
  version: string;
  lenderName: string;
  ombudsman: { name: string; website: string; phone: string; leafletUrl: string };
  acknowledgement: readonly string[];
  /** What the portal's feedback form says before a complaint is sent. */
  whatHappensNext: string;
  finalResponse: { upheld: string; partly: string; rejected: string; closing: readonly string[] };
  summaryResolution: readonly string[];
  /** Said in every letter: who the ombudsman is and how to reach them. */
  ombudsmanParticulars: string;
}

export const KESTREL_COMPLAINT_WORDING: ComplaintWording = {
  version: 'kestrel-complaints-2026-06',
  lenderName: 'Kestrel Credit',
  ombudsman: {
    name: 'Financial Ombudsman Service',
    website: 'https://www.financial-ombudsman.org.uk',
    phone: '0800 023 4567',
    leafletUrl: 'https://www.financial-ombudsman.org.uk/consumers/complaints-can-help',
  },
  acknowledgement: [
    'Thank you for telling us. We are treating what you wrote as a complaint, reference {reference}, received on {receivedOn}.',
    'Someone who was not involved in what happened will look into it. If we can put things right by {summaryResolutionBy}, we will write to confirm what we have done.',
    'Otherwise we will send you our final response in writing by {finalResponseBy}, within eight weeks of receiving your complaint. If we cannot finish by then, we will write to explain why and when we expect to, and you can go to the Financial Ombudsman Service straight away.',
  ],
  whatHappensNext:
    'We will treat this as a complaint: you will get an acknowledgement with a reference at once, by e-mail and in your messages, and our final response within eight weeks. You can follow it under Your complaints in your messages.',
  finalResponse: {
    upheld: 'We have looked into your complaint, reference {reference}, and we uphold it: we agree that we got things wrong.',
    partly: 'We have looked into your complaint, reference {reference}, and we uphold it in part.',
    rejected: 'We have looked into your complaint, reference {reference}, carefully, and we do not uphold it. Our reasons are below.',
    closing: [
      'This is our final response to your complaint.',
      // DISP 1 Annex 3R(1): the firm does not consent to waive the six-month time limit.
      'You have the right to refer your complaint to the Financial Ombudsman Service, free of charge – but you must do so within six months of the date of this letter.',
      'If you do not refer your complaint in time, the Ombudsman will not have our permission to consider your complaint and so will only be able to do so in very limited circumstances. For example, if the Ombudsman believes that the delay was as a result of exceptional circumstances.',
      'The ombudsman’s leaflet explains what it does: {leafletUrl}',
    ],
  },
  summaryResolution: [
    'Thank you for your complaint, reference {reference}, received on {receivedOn}. We are glad we could sort it out, and we now consider your complaint resolved ({resolvedOn}).',
    'If you later decide that you are not happy with how we resolved it, you may be able to refer your complaint to the Financial Ombudsman Service, free of charge – but you must do so within six months of the date of this letter.',
    'If you do not refer your complaint in time, the Ombudsman will not have our permission to consider your complaint and so will only be able to do so in very limited circumstances. For example, if the Ombudsman believes that the delay was as a result of exceptional circumstances.',
    'You can find more information about the ombudsman on its website: {website}',
  ],
  ombudsmanParticulars: 'Financial Ombudsman Service: {website}, telephone {phone} (free from mobiles and landlines). You must contact it within six months of the date of our final response.',
};
