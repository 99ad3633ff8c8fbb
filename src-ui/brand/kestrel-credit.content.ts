import type { BrandConfig } from './brand.config';
import type { BrandContent, BrandParticulars, LegalDocument } from './brand-content.schema';
import { KESTREL_COMPLAINT_WORDING } from '../../src-domain/complaints/complaint-wording';

/**
 * The long texts of the demo lender, Kestrel Credit. They are written against a `BrandConfig`, so a
 * lender that only changes its name, entity, licence and contact details keeps correct texts; a
 * lender with its own policies replaces this module (see `brand-content.ts`).
 */
export function kestrelCreditContent(brand: BrandConfig): BrandContent {
  const particulars = kestrelParticulars();
  return {
    particulars,
    about: about(brand),
    services: services(brand),
    team: team(brand, particulars),
    contact: contact(brand, particulars),
    terms: terms(brand, particulars),
    privacy: privacy(brand, particulars),
  };
}

function kestrelParticulars(): BrandParticulars {
  return {
    complaintsEmail: 'complaints@kestrel.test',
    privacyEmail: 'privacy@kestrel.test',
    financialSupportEmail: 'support@kestrel.test',
    dataProtectionRegistration: 'ZB123456',
    dataProtectionOfficer: 'our Data Protection Officer, Daniel Okafor',
    ombudsman: {
      // The particulars the complaint letters give (one source: the versioned complaint wording).
      name: KESTREL_COMPLAINT_WORDING.ombudsman.name,
      role: 'Settles complaints between consumers and financial businesses, free of charge and independently.',
      phone: KESTREL_COMPLAINT_WORDING.ombudsman.phone,
      phoneE164: '+448000234567',
      website: KESTREL_COMPLAINT_WORDING.ombudsman.website,
      address: ['Exchange Tower', 'London E14 9SR'],
    },
    dataRegulator: {
      name: 'Information Commissioner’s Office (ICO)',
      role: 'The UK’s independent regulator for data protection.',
      phone: '0303 123 1113',
      phoneE164: '+443031231113',
      website: 'https://ico.org.uk',
      address: ['Wycliffe House, Water Lane', 'Wilmslow, Cheshire SK9 5AF'],
    },
    registerUrl: 'https://register.fca.org.uk',
    freeAdvice: [
      {
        name: 'MoneyHelper',
        role: 'Free, impartial money guidance, backed by the government.',
        phone: '0800 138 7777',
        phoneE164: '+448001387777',
        website: 'https://www.moneyhelper.org.uk',
      },
      {
        name: 'StepChange Debt Charity',
        role: 'Free debt advice and debt solutions.',
        phone: '0800 138 1111',
        phoneE164: '+448001381111',
        website: 'https://www.stepchange.org',
      },
      {
        name: 'National Debtline',
        role: 'Free, confidential debt advice by phone and online.',
        phone: '0808 808 4000',
        phoneE164: '+448088084000',
        website: 'https://nationaldebtline.org',
      },
    ],
  };
}

function about(brand: BrandConfig): BrandContent['about'] {
  return {
    title: `About ${brand.name}`,
    lead: `We are a UK consumer lender. We lend only what you can afford to repay, we show the full price in pounds before you apply, and we never charge you for paying back early.`,
    story: {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        `${brand.name} is the trading name of ${brand.legalEntity}, a consumer lender with its office in Leeds. We lend to people across the United Kingdom: for a planned cost, to bring several debts into one repayment, and, carefully, for an unexpected bill that can be repaid within a few weeks.`,
        `We started ${brand.name} because borrowing should not need a glossary. Before you apply you should know what a loan will cost you in pounds, what happens if you pay early or late, and why we made the decision we made. This portal is built around those three questions.`,
        `We are a small team of people who have worked in lending, customer care and technology. You can read about us on our [team page](/teams).`,
      ],
    },
    principlesTitle: 'How we lend responsibly',
    principles: [
      {
        title: 'We check that you can afford it',
        body: 'Before we lend, we look at your income, your regular outgoings and your credit file. We only lend an amount you can repay without falling behind on your other bills. If the numbers do not work, we say no and tell you why.',
      },
      {
        title: 'One clear price, shown first',
        body: 'We do not advertise a “from” rate. Before you apply you see the APR you would be offered, the monthly repayment and the total you would repay. Checking your price does not affect your credit score.',
      },
      {
        title: 'No fee for paying early',
        body: 'You can repay part or all of a loan at any time, for free. You only pay interest for the days you borrowed the money. There is no arrangement fee and no account fee either.',
      },
      {
        title: 'Decisions explained in plain words',
        body: 'Our lending decisions follow written rules applied the same way to everyone. If we decline an application, we tell you the main reason, and you can ask a person to review the decision.',
      },
      {
        title: 'Help if things change',
        body: 'If paying becomes hard, our financial support team will work out a plan with you, such as lower payments for a while. We will not add pressure, and we will point you to free, independent debt advice.',
      },
      {
        title: 'Your data used carefully',
        body: 'We use your information to run your account, check affordability and prevent fraud, and for nothing you would not expect. We never sell it. Our [privacy notice](/privacy-policy) explains it in full.',
      },
    ],
    regulation: {
      id: 'regulatory-status',
      title: 'Regulatory status',
      blocks: [
        `${brand.legalEntity} is authorised and regulated by the ${brand.licence.regulator} for consumer credit lending. You can check our authorisation on the [Financial Services Register](https://register.fca.org.uk).`,
        `If you are unhappy with our service you can [complain to us](${brand.complaintsPath}), and then, if our answer does not put things right, to the Financial Ombudsman Service, free of charge.`,
      ],
    },
  };
}

function services(brand: BrandConfig): BrandContent['services'] {
  return {
    title: 'Our loans',
    lead: `${brand.name} offers three kinds of loan. Each is explained below: who it suits, who it does not, and what you need to apply.`,
    pricing: {
      title: 'See your price before you apply',
      body: 'Each loan below shows a representative example. The rate we can offer you depends on your circumstances, so before you apply we also show you your own price: the APR, the monthly repayment and the total you would repay, in pounds. Checking uses only what you have told us: it is not a search of your credit file, so it does not affect your credit score. We search your credit file only when you apply.',
    },
    products: {
      'personal-loan': {
        suitableIf: [
          'You know what you want to pay for and roughly what it costs.',
          'You want the same repayment every month until the loan is repaid.',
          'The repayment fits comfortably in your budget after your regular bills.',
        ],
        notSuitableIf: [
          'You need money for everyday living costs, or to catch up on bills you are behind with. Please talk to us or a free debt adviser first.',
          'You expect your income to fall during the loan.',
          'You need to borrow small amounts now and then: an overdraft or a credit card may suit you better.',
        ],
        alsoNeeded: ['What the loan is for, so that we can check the amount and the term make sense for it.'],
      },
      'debt-consolidation-loan': {
        suitableIf: [
          'You have balances on several cards, overdrafts or loans and want one monthly payment.',
          'The total you would repay with us is lower than what you are paying now. We show you both, side by side.',
          'You are ready to stop using the cards we pay off.',
        ],
        notSuitableIf: [
          'You are already behind with payments. Free debt advice is the better first step, and we will tell you where to find it.',
          'You would keep using the cards after we clear them: your debts could grow.',
          'A lower monthly payment would mean a much longer term: spreading debt over more years can cost more in total, and we will tell you if it does.',
        ],
        alsoNeeded: ['The balances you want us to clear: the lender, the account and the amount needed to settle each one.'],
      },
      'payday-loan': {
        suitableIf: [
          'You have a one-off, unexpected cost, such as an urgent repair.',
          'You can repay it in full from your next pay, within 35 days, without borrowing again.',
        ],
        notSuitableIf: [
          'You are finding it hard to pay your bills month after month.',
          'You want to repay another short-term loan or a debt you are behind with.',
          'You could borrow more cheaply, for example through an arranged overdraft or a credit union.',
        ],
        alsoNeeded: ['When and how you are paid, so that repayments fall on or just after your pay day.'],
        protections: [
          'Interest and fees never exceed 0.8% a day of the amount you borrowed (the regulator’s price cap).',
          'If you pay late, any default fee is no more than £15.',
          'You will never repay more in interest and fees than the amount you borrowed.',
          'We do not roll loans over, and we will not try to collect a missed payment from your account more than twice.',
        ],
      },
    },
    requirements: {
      id: 'what-you-need',
      title: 'What you need to apply',
      blocks: [
        'For every loan, you need to:',
        {
          list: [
            'be 18 or over and live in the United Kingdom;',
            'have a UK bank account in your own name: we pay the loan into it and collect repayments from it;',
            'have a regular income, from work, self-employment or a pension;',
            'give your home addresses for the last three years;',
            'have an e-mail address and a UK mobile number that you can confirm;',
            'be ready to show a passport or a driving licence if we need to confirm who you are.',
          ],
        },
        'Opening an account and checking your price are free and commit you to nothing.',
      ],
    },
    afterApplying: {
      id: 'after-you-apply',
      title: 'After you apply',
      blocks: [
        {
          ordered: true,
          list: [
            'We check your identity, your credit file and that the loan is affordable for you. Most decisions take a few minutes.',
            'If we need something else, such as a payslip, we tell you exactly what and why.',
            'Before you sign, we give you the pre-contract information about the loan and explain the main points. Take your time and ask us anything.',
            'You sign the credit agreement online. The money is then usually in your bank account within two hours, and by the next working day at the latest.',
            'You have 14 days to change your mind without giving a reason. You then repay the amount borrowed and interest only for the days you had it.',
          ],
        },
      ],
    },
  };
}

function team(brand: BrandConfig, particulars: BrandParticulars): BrandContent['team'] {
  return {
    title: 'Our team',
    lead: `${brand.name} is run by a small team in Leeds. These are the people responsible for how we lend, how we look after you and how we keep your information safe.`,
    peopleTitle: 'The people behind the lender',
    people: [
      {
        name: 'Eleanor Marsh',
        role: 'Chief Executive',
        bio: `Eleanor leads ${brand.name} and chairs the board. She spent fifteen years in retail banking, most of them in customer complaints and service, and started the company to offer credit that is priced and explained clearly.`,
      },
      {
        name: 'Tomasz Nowak',
        role: 'Chief Risk Officer',
        bio: 'Tomasz sets our lending rules and our affordability checks, and reviews every change to them. He is responsible for making sure we lend only what customers can repay.',
      },
      {
        name: 'Priya Raman',
        role: 'Head of Customer Care',
        bio: 'Priya runs the team that answers your calls and messages. She makes sure every reply is clear, that decisions are explained, and that anyone who needs extra support gets it.',
      },
      {
        name: 'Daniel Okafor',
        role: 'Head of Compliance and Data Protection Officer',
        bio: 'Daniel makes sure we meet the rules of our regulators and handles questions about your personal information. He also oversees how we deal with complaints.',
      },
      {
        name: 'Fiona Campbell',
        role: 'Financial Support Team Lead',
        bio: 'Fiona and her team help customers who find repayments hard. They agree affordable plans, pause interest where it helps, and refer people to free debt advice.',
      },
      {
        name: 'Samuel Whitfield',
        role: 'Head of Technology',
        bio: 'Sam leads the people who build and run this portal. His team looks after the security of your account, from two-step verification to the alerts we send when a new browser signs in.',
      },
    ],
    teamsTitle: 'Reach the right team',
    teamsLead: `Phone lines are open ${brand.contact.hours}. E-mails are answered within two working days.`,
    teams: [
      {
        id: 'customer-care',
        name: 'Customer care',
        helpsWith: 'Your account, an application, signing in, documents and repayments.',
        email: brand.contact.email,
        more: { label: 'All the ways to contact us', to: '/contact' },
      },
      {
        id: 'financial-support',
        name: 'Financial support',
        helpsWith: 'If you are finding repayments hard, or expect to. The sooner you tell us, the more we can do.',
        email: particulars.financialSupportEmail,
        more: { label: 'How we can help', to: '/contact#financial-difficulty' },
      },
      {
        id: 'complaints',
        name: 'Complaints',
        helpsWith: 'If we have got something wrong and you want us to put it right.',
        email: particulars.complaintsEmail,
        more: { label: 'How we handle complaints', to: brand.complaintsPath },
      },
      {
        id: 'data-protection',
        name: 'Data protection',
        helpsWith: 'A copy of the information we hold about you, corrections, or any question about how we use it.',
        email: particulars.privacyEmail,
        more: { label: 'Your privacy rights', to: '/privacy-policy#your-rights' },
      },
    ],
  };
}

function contact(brand: BrandConfig, particulars: BrandParticulars): BrandContent['contact'] {
  const ombudsman = particulars.ombudsman;
  return {
    title: 'Contact us',
    lead: 'Call, e-mail or write to us. If something has gone wrong, this page also explains how to complain and what we will do.',
    emailReplyTime: 'We reply within two working days. Please do not send passwords, one-time codes or card numbers by e-mail.',
    postNote: 'Post for every team, including complaints, goes to our registered office.',
    secureMessage: {
      title: 'Send us a secure message',
      signedIn: 'Messages sent from your account reach us securely and are linked to your records, so we can reply without asking you to prove who you are again.',
      visitor: 'To protect your information, messages about your account are sent from inside the portal. Sign in to send one. We will never ask for your password or a one-time code by e-mail or phone.',
    },
    financialDifficulty: {
      id: 'financial-difficulty',
      title: 'Finding repayments hard?',
      blocks: [
        `Please tell us as early as you can, by phone or at [${particulars.financialSupportEmail}](mailto:${particulars.financialSupportEmail}). Our financial support team can agree a plan with you, such as lower payments for a while, and will not add pressure. Free, independent advice is also available:`,
        {
          list: particulars.freeAdvice.map(
            (body) => `[${body.name}](${body.website})${body.phone ? `, ${body.phone}` : ''}: ${body.role.charAt(0).toLowerCase()}${body.role.slice(1)}`,
          ),
        },
      ],
    },
    complaints: {
      id: brand.complaintsPath.split('#')[1] || 'complaints',
      title: 'How to complain',
      lead: 'If we have got something wrong, we want to know and to put it right. Complaining is free and will not affect how we treat you or any application you make.',
      steps: [
        {
          title: 'Tell us',
          body: `Call us on ${brand.contact.phone}, e-mail [${particulars.complaintsEmail}](mailto:${particulars.complaintsEmail}), write to us at ${brand.registeredAddress.join(', ')}, or send a secure message from your account. Say what went wrong and what you would like us to do. If you would like help putting it into words, just call.`,
        },
        {
          title: 'We acknowledge it',
          body: 'As soon as we receive your complaint we acknowledge it by e-mail and in your secure messages, with its reference and the date by which you will have our final response. If we resolve it by the end of the third working day after we receive it, we write to confirm what we have done.',
        },
        {
          title: 'We look into it',
          body: 'Someone who was not involved in what happened reviews your complaint fairly. We may ask you for more information, and we keep you updated. While we look into a complaint about money you owe, we pause any collection activity on it.',
        },
        {
          title: 'Our final response, within 8 weeks',
          body: 'Within eight weeks of receiving your complaint, we send our final response: what we found, what we will do to put things right, and your right to go to the Financial Ombudsman Service. If we cannot finish within eight weeks, we write to explain why and when we expect to, and you can go to the ombudsman straight away.',
        },
        {
          title: 'The Financial Ombudsman Service',
          body: `If you are unhappy with our final response, or we have not sent one after eight weeks, you can refer your complaint to the ${ombudsman.name}. It is free and independent. You must contact it within six months of the date of our final response.`,
        },
      ],
      after: [
        'If you need us to communicate differently, for example in large print, by phone at a time that suits you, or through someone you trust, tell us and we will arrange it.',
      ],
    },
  };
}

function terms(brand: BrandConfig, particulars: BrandParticulars): LegalDocument {
  return {
    title: 'Terms of use',
    lead: `The rules for using the ${brand.name} portal, and a plain-language summary of how a loan agreement with us works. Each loan comes with its own credit agreement, which you receive and sign before we lend.`,
    lastUpdated: '2026-11-26',
    sections: [
      {
        id: 'about-these-terms',
        title: 'About these terms',
        blocks: [
          `These terms apply when you use the ${brand.name} website and borrower portal (“the portal”), whether or not you have an account. By opening an account you agree to them. Please read them together with our [privacy notice](/privacy-policy), which explains how we use your information.`,
          'These terms are not a loan agreement. If you take out a loan, you receive a separate credit agreement regulated by the Consumer Credit Act 1974. That agreement governs your loan, and if anything in it differs from these terms, the agreement applies.',
        ],
      },
      {
        id: 'who-we-are',
        title: 'Who we are',
        blocks: [
          `The portal is provided by ${brand.legalEntity} (“we”, “us”), trading as ${brand.name}. ${brand.companyRegistration}. Registered office: ${brand.registeredAddress.join(', ')}.`,
          `We are authorised and regulated by the ${brand.licence.regulator} (${brand.licence.number}). You can check this on the [Financial Services Register](${particulars.registerUrl}).`,
          `You can contact us on ${brand.contact.phone} (${brand.contact.hours}), at [${brand.contact.email}](mailto:${brand.contact.email}), or through the ways listed on our [contact page](/contact).`,
        ],
      },
      {
        id: 'your-account',
        title: 'Your account',
        blocks: [
          'To open an account you must be 18 or over, live in the United Kingdom and give us true and complete information. One account per person.',
          {
            list: [
              'Keep your password to yourself and use one that you do not use anywhere else. We recommend turning on two-step verification in your account settings.',
              'We will never ask you for your password or a one-time code by phone, e-mail or text message.',
              'We tell you when your account is signed in from a browser we have not seen before. If you did not sign in, change your password and call us straight away.',
              'Keep your contact details up to date, so that our messages about your account reach you.',
            ],
          },
          'We may suspend access to your account if we reasonably suspect fraud or misuse, or if the law requires it. We will tell you why, unless the law prevents us.',
          'You can ask us to close your account at any time, provided you do not owe us money under a loan. Closing your account does not end a loan agreement.',
        ],
      },
      {
        id: 'using-the-portal',
        title: 'Using the portal',
        blocks: [
          'You may use the portal for your own borrowing with us. You must not:',
          {
            list: [
              'use another person’s details or account, or apply on someone else’s behalf without their authority;',
              'try to get into parts of the portal or data that are not yours, or test its security without our written permission;',
              'copy the portal’s content in bulk or access it with automated tools;',
              'upload anything that is not a true document of yours, or that contains malicious software.',
            ],
          },
          'We work to keep the portal available and secure, but we may pause it for maintenance or to fix a problem. When we can, we tell you in advance. You can always reach us by phone during opening hours.',
        ],
      },
      {
        id: 'how-a-loan-works',
        title: 'How a loan agreement works',
        blocks: [
          'This is a summary to help you understand the process. The exact terms of any loan are in its own credit agreement.',
          {
            ordered: true,
            list: [
              '**Your price first.** Before you apply, you see the APR, the monthly repayment and the total amount you would repay. Checking your price uses only what you have told us and does not search your credit file, so it does not affect your credit score.',
              '**Your application.** When you apply, we confirm your identity, search your credit file (a search other lenders can see) and check that the loan is affordable for you, using what you tell us and what credit reference agencies tell us.',
              '**Before you sign.** We give you the pre-contract credit information about the loan and an explanation of its main features, risks and costs. Take your time and ask us anything.',
              '**Your credit agreement.** The agreement sets out the amount, the term, the interest rate and APR, each repayment, the total amount payable and your rights. You sign it online and we send you a copy to keep.',
              '**14 days to change your mind.** You can withdraw from the agreement within 14 days without giving a reason. The 14 days start the day after the agreement is made, or the day after you receive your copy, if that is later. You then repay the amount borrowed, with interest only for the days you had it, within 30 days of telling us.',
              '**Paying early.** You can repay part or all of your loan at any time, with no fee. You only pay interest up to the day you repay.',
              '**If you miss a payment.** Tell us as soon as you can. We will contact you, work out a plan with you, and send you the notices the law requires before we take any further step. Missed payments are reported to credit reference agencies and can make it harder and more expensive to borrow. Your agreement states, in pounds, any charge that can apply.',
            ],
          },
        ],
      },
      {
        id: 'charges',
        title: 'What we charge',
        blocks: [
          'Opening an account, checking your price and applying are free. We do not charge arrangement fees, account fees or fees for repaying early. The cost of a loan is the interest shown in its credit agreement, together with any charge for late payment that the agreement sets out.',
        ],
      },
      {
        id: 'our-responsibility',
        title: 'Our responsibility to you',
        blocks: [
          'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss caused by events outside our reasonable control, or by someone using your password because it was not kept safe, unless we were at fault.',
          'Nothing in these terms limits our responsibility where the law does not allow it to be limited, for example for fraud or for death or personal injury caused by negligence, and nothing affects your legal rights as a consumer.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to these terms',
        blocks: [
          'We may change these terms to reflect new features, the law or the way we work. If a change affects you, we will e-mail you at least 30 days before it takes effect, unless the law requires a change sooner. The date at the top of this page shows when the terms last changed. Changes to a loan are made only as its credit agreement allows.',
        ],
      },
      {
        id: 'complaints',
        title: 'Complaints',
        blocks: [
          `If you are unhappy with anything we have done, please tell us. Our [complaints process](${brand.complaintsPath}) explains what we do and when. If you are not satisfied with our final response, you can refer your complaint to the ${particulars.ombudsman.name}, free of charge.`,
        ],
      },
      {
        id: 'law',
        title: 'The law that applies',
        blocks: [
          'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you can bring proceedings in your own courts, and the consumer protection laws of your country also apply. We communicate with you in English.',
        ],
      },
    ],
  };
}

function privacy(brand: BrandConfig, particulars: BrandParticulars): LegalDocument {
  const privacyMail = `[${particulars.privacyEmail}](mailto:${particulars.privacyEmail})`;
  const ico = particulars.dataRegulator;
  return {
    title: 'Privacy notice',
    lead: `How ${brand.name} collects and uses your personal information, why, for how long, and the rights you have. We have tried to say it plainly; if anything is unclear, ask us.`,
    lastUpdated: '2026-11-26',
    sections: [
      {
        id: 'who-we-are',
        title: 'Who we are and how to reach us',
        blocks: [
          `${brand.legalEntity}, trading as ${brand.name}, is the controller of your personal information: we decide how it is used and we are responsible for it. ${brand.companyRegistration}. Registered office: ${brand.registeredAddress.join(', ')}. We are registered with the Information Commissioner’s Office under number ${particulars.dataProtectionRegistration}.`,
          `For any question about your information, contact ${particulars.dataProtectionOfficer}, at ${privacyMail}, or write to us at our registered office, marked “Data Protection Officer”.`,
        ],
      },
      {
        id: 'what-we-collect',
        title: 'The information we hold about you',
        blocks: [
          {
            list: [
              '**Identity:** your name, date of birth, and copies of identity documents you upload, such as a passport or driving licence.',
              '**Contact:** your e-mail address, mobile number, and your current and previous addresses for the last three years.',
              '**Financial:** your income, employment, regular outgoings, bank account details, the loans you apply for and hold with us, your repayments, and information from your credit file.',
              '**Your account:** your password (stored only in a scrambled form we cannot read back), two-step verification settings, the messages and feedback you send us, and the notifications we send you.',
              '**Device and security:** the IP address and browser type you use, when you sign in, and a random identifier in the `kestrel_browser` cookie that recognises a browser you have signed in with before.',
              '**Calls:** we record calls to check what was agreed and to train our team.',
            ],
          },
          'If you tell us about your health or other circumstances that affect how you deal with money, we record it only to support you, with your agreement or where the law allows us to protect you, and we share it only with the people who need it to help you.',
        ],
      },
      {
        id: 'where-it-comes-from',
        title: 'Where it comes from',
        blocks: [
          'Most of it comes from you, when you open an account, apply for a loan, upload a document or contact us. We also receive information from credit reference agencies, fraud prevention agencies, identity verification services, and public sources such as the electoral register and the insolvency register, which credit reference agencies hold.',
        ],
      },
      {
        id: 'why-we-use-it',
        title: 'Why we use it, and our lawful basis',
        blocks: [
          'Data protection law allows us to use personal information only when we have a lawful basis. This table sets out what we do and the basis for each.',
          {
            table: {
              caption: 'What we use your information for, and the lawful basis',
              columns: ['What we do', 'Lawful basis'],
              rows: [
                ['Open and run your account; process applications; set up, manage and collect loans', 'Contract: we need it to provide what you ask for'],
                ['Check that a loan is affordable and that you are who you say you are', 'Legal obligation: the rules of the Financial Conduct Authority and anti-money-laundering law'],
                ['Keep your account secure, recognise browsers you use and tell you about sign-ins from new ones; prevent and detect fraud', 'Legitimate interests: protecting you and us from fraud; legal obligation'],
                ['Share information about your loans and repayments with credit reference agencies', 'Legitimate interests: responsible lending across the industry'],
                ['Handle complaints and feedback, and keep the records our regulators require', 'Legal obligation; legitimate interests'],
                ['Improve our service using statistics from which you cannot be identified', 'Legitimate interests'],
                ['Tell you about our own products', 'Consent: only if you have said yes, and you can change your mind at any time'],
              ],
            },
          },
        ],
      },
      {
        id: 'credit-reference-and-fraud-prevention',
        title: 'Credit reference and fraud prevention agencies',
        blocks: [
          'Checking your price does not search your credit file and does not affect your credit score. When you apply, we carry out a full search of your credit file, which other lenders can see. We use what the agencies tell us to confirm your identity, check affordability and prevent fraud.',
          'While you have a loan with us, we tell the credit reference agencies about it and about how you repay, including any missed payments. Other lenders may use this when you apply to them. The three main agencies, Experian, Equifax and TransUnion, explain how they use information in the Credit Reference Agency Information Notice, published on each of their websites.',
          'We also check your details with fraud prevention agencies, such as Cifas. If we or a fraud prevention agency find a risk of fraud or money laundering, we may refuse an application or stop providing a service, and a record of the risk may be held by the agency for up to six years. You can ask us about this.',
        ],
      },
      {
        id: 'automated-decisions',
        title: 'Automated decisions',
        blocks: [
          'Our lending decisions are made automatically, by written rules that apply to everyone in the same way: your identity and fraud checks, your credit history and whether the loan is affordable on your income and outgoings. This lets us give you a decision in minutes.',
          `If an automatic decision goes against you, you have the right to ask a person to review it, to give us your point of view and to challenge it. Write to ${privacyMail} or call us.`,
        ],
      },
      {
        id: 'who-we-share-it-with',
        title: 'Who we share it with',
        blocks: [
          {
            list: [
              'credit reference agencies and fraud prevention agencies, as described above;',
              'companies that provide services to us under contract and only on our instructions: hosting, e-mail and text message delivery, identity verification and payment collection;',
              'a debt advice charity or someone you have asked to act for you, with your agreement;',
              'our regulators, the Financial Ombudsman Service, the police and other authorities, when the law requires it;',
              'anyone who buys our business or your loan, who must then use your information as this notice explains. We will tell you if this happens.',
            ],
          },
          'We never sell your personal information. We keep it in the United Kingdom. If a service provider needs to process it elsewhere, we make sure it is protected to the standard UK law requires, for example with the UK’s approved contract terms.',
        ],
      },
      {
        id: 'how-long-we-keep-it',
        title: 'How long we keep it',
        blocks: [
          {
            table: {
              caption: 'How long we keep each kind of information',
              columns: ['Information', 'How long'],
              rows: [
                ['Your account, loans, agreements, repayments and messages', 'Six years after your last loan ends or your account closes'],
                ['Identity checks and anti-money-laundering records', 'Five years after our relationship ends'],
                ['An application that was declined or withdrawn', 'Twelve months after the decision'],
                ['A sign-up that was started but not finished', '30 days'],
                ['Complaints', 'Six years after the complaint is closed'],
                ['Sign-in security records (browsers you have used, sign-in alerts)', 'Thirteen months after the browser was last used'],
                ['Call recordings', 'Three years'],
              ],
            },
          },
          'After these periods we delete the information or make it anonymous. We keep it longer only if the law requires it or a legal claim needs it.',
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights',
        blocks: [
          'You have the right to:',
          {
            list: [
              'get a copy of the personal information we hold about you;',
              'have inaccurate information corrected;',
              'have information deleted when we no longer need it;',
              'ask us to limit how we use it, or object to how we use it on the basis of our legitimate interests;',
              'receive information you gave us in a format you can take elsewhere;',
              'ask a person to review an automated decision;',
              'withdraw your consent at any time, where we rely on it.',
            ],
          },
          `To use any of these rights, e-mail ${privacyMail}, write to our registered office, or send a secure message from your account. It is free. We reply within one month; if a request is complex, we may need up to two more months and will tell you why. We may ask you to confirm your identity first.`,
          'Some rights have limits. For example, we must keep the records of a loan for as long as the law requires, even if you ask us to delete them. If we cannot do what you ask, we will explain why.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies and similar technologies',
        blocks: [
          'The portal uses only the cookies and browser storage it needs to work and to keep your account secure. We do not use advertising or analytics cookies. Because these are strictly necessary for a service you asked for, the law does not require us to ask for your consent; if you block them in your browser, you will not be able to sign in.',
          {
            table: {
              caption: 'Cookies and browser storage used by the portal',
              columns: ['Name', 'What it does', 'How long it lasts'],
              rows: [
                ['`authToken`', 'Keeps you signed in: it shows our servers that requests come from you.', 'Until you sign out or close your browser; 30 days if you choose to stay signed in'],
                ['`user`', 'Your name and account status, so that pages can show them straight away.', 'As long as the sign-in cookie above'],
                ['`user_role`', 'The kind of account you have, so that the right pages open.', 'As long as the sign-in cookie above'],
                ['`session_kept_until`', 'When a session you chose to keep ends, so that the cookies above keep that date.', '30 days, only if you choose to stay signed in'],
                ['`XSRF-TOKEN`', 'Stops other websites from sending forms in your name (cross-site request forgery).', 'Two hours, renewed while you use the portal'],
                ['`kestrel_browser`', 'A random identifier that recognises a browser you have signed in with, so that we can alert you to sign-ins from a new one. Pages cannot read it.', 'Up to 400 days'],
                ['`portal.theme` (browser storage)', 'Remembers whether you chose the light or the dark theme.', 'Until you clear your browser’s storage'],
                ['`portal.activity` (browser storage)', 'When you last used the portal, so that every open tab signs you out together after 15 minutes without activity.', 'Until you sign out'],
                ['`portal.registration` (browser storage)', 'Lets a sign-up in progress continue if you reload the page.', 'Until you close the tab'],
              ],
            },
          },
        ],
      },
      {
        id: 'complaints',
        title: 'If you are unhappy with how we use your information',
        blocks: [
          `Please tell us first, at ${privacyMail}, so that we can try to put it right. You also have the right to complain to the [${ico.name}](${ico.website}), ${ico.role.charAt(0).toLowerCase()}${ico.role.slice(1, -1)}${ico.phone ? `, on ${ico.phone}` : ''}.`,
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this notice',
        blocks: [
          'We review this notice regularly. If we change it in a way that affects you, we will tell you by e-mail before the change takes effect. The date at the top shows when it last changed.',
        ],
      },
    ],
  };
}
