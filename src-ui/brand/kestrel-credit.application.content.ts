import type { ApplicationWording } from './brand-content.schema';

/**
 * Kestrel Credit's words on the application. The price check runs on what the borrower has given us
 * (src-domain/loans/eligibility.ts); the credit search happens only once they apply, as the terms say.
 */
export const kestrelCreditApplicationWording: ApplicationWording = {
  eligibilityCheck:
    'Before you send anything, you see the full price and whether you can apply. That check uses only what you have told us and sent us: we do not search your credit file, so it does not affect your credit score.',
  applyingTitle: 'What applying means',
  applying:
    'When you apply, we search your credit file. Other lenders can see that search, and several searches close together can make it harder to borrow for a while. We also confirm who you are and check that you can afford the loan.',
};
