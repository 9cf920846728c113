import type { LegalTexts } from '../pages.ts'

export const texts: LegalTexts = {
  terms: {
    title: 'Terms and conditions',
    description:
      'The terms and conditions of {brand}: who may use the service, how credits and premium work, your rights and ours.',
    sections: [
      {
        heading: '1. Who we are and what these terms cover',
        paragraphs: [
          '{brand} ({domain}) is operated by {company}, {address}, {city}, {country}, registered with the Chamber of Commerce under number {kvk} (VAT {vat}). These terms apply to every visit to and every use of {brand}, free or paid, from the moment you create an account.',
          'By signing up you accept these terms and our privacy policy. If you do not agree, do not use the service.',
        ],
      },
      {
        heading: '2. Who may use the service',
        paragraphs: [
          'You must be at least 18 years old and allowed to view adult content where you live. You may hold one account, for yourself only, and must give truthful details about yourself.',
          'We may ask you to confirm your age or identity. Until you do, we may limit your account.',
        ],
      },
      {
        heading: '3. Fictional profiles',
        paragraphs: [
          'Some profiles on {brand} are fictional. They are written and run by our team for entertainment and are marked as such. You cannot meet the people behind fictional profiles in person, and no real-life meeting is offered or promised through them.',
        ],
      },
      {
        heading: '4. Credits and premium membership',
        paragraphs: [
          'Sending messages, photos and gifts costs credits. The price of each action and each credit package is shown before you pay. Credits are bought in one-off payments; there is no subscription and nothing renews automatically.',
          'Buying any credit package makes you a premium member, with the extra features described on the premium page. Credits do not expire while your account exists, have no cash value and cannot be transferred.',
          'You may return unused credits within {refundDays} days of purchase, as described in our return policy.',
        ],
      },
      {
        heading: '5. Rules of conduct',
        paragraphs: [
          'Do not harass, threaten or deceive other members; do not post content that is illegal, shows minors, violates the rights of others or advertises; do not ask for or offer money or paid services; do not collect data about other members or use automated tools.',
          'We may remove content and restrict or close accounts that break these rules or the law. We tell you why and how to appeal, unless the law forbids it. The access ban page explains how this works.',
        ],
      },
      {
        heading: '6. Your content',
        paragraphs: [
          'You keep the rights to the texts and photos you upload. You allow us to store, show and adapt them (for example resize them) for as long as they are part of your profile, only to run the service.',
        ],
      },
      {
        heading: '7. Liability',
        paragraphs: [
          'We do our best to keep {brand} available and secure but cannot promise uninterrupted service. We are not liable for what other members say or do, except where the law makes us liable. Our liability for slight negligence is limited to the amount you paid us in the twelve months before the damage; this does not limit liability for intent, gross negligence or injury to life, body or health.',
        ],
      },
      {
        heading: '8. Ending the contract',
        paragraphs: [
          'You can delete your account at any time in your settings. We may end the contract with two weeks’ notice, or at once for a serious breach of these terms.',
        ],
      },
      {
        heading: '9. Changes, law and disputes',
        paragraphs: [
          'This version applies from {termsDate}. We announce changes at least 30 days before they take effect; if you do not agree you may delete your account before then.',
          'Dutch law applies, without taking away the protection of the law of the country where you live. Complaints can be sent to {email}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    description:
      'How {company} handles your personal data on {brand}: what we collect, why, how long we keep it and your rights under the GDPR.',
    sections: [
      {
        heading: 'Controller',
        paragraphs: [
          '{company}, {address}, {city}, {country} (Chamber of Commerce {kvk}) is the controller of the personal data processed on {brand}. You can reach us at {email} or {phone}.',
        ],
      },
      {
        heading: 'What we process and why',
        paragraphs: [
          'Account data (email address, username, password hash, date of birth, gender and who you are looking for), to provide your account under our contract with you (Art. 6(1)(b) GDPR).',
          'Profile content, photos, likes and messages, to run the dating and chat service for you. Details about your sex life or orientation that you enter yourself are processed with your explicit consent (Art. 9(2)(a) GDPR), which you can withdraw by removing them.',
          'Payment data (package, amount, payment method and status, not your full card number), to perform the contract and meet our accounting duties (Art. 6(1)(b) and (c) GDPR).',
          'Technical data (IP address, browser, pages visited, the campaign you arrived from), to keep the service secure and to settle with our partners (our legitimate interest, Art. 6(1)(f) GDPR).',
        ],
      },
      {
        heading: 'Who receives your data',
        paragraphs: [
          'Our hosting, email and payment providers process data on our behalf under a data processing agreement. Other members see only what you put on your profile. We never sell your data. Where a provider is outside the EEA, we rely on the European Commission’s standard contractual clauses.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account and profile data are kept while your account exists. After you delete your account we keep it 14 days so you can reactivate it, then erase it. Payment records are kept for seven years because tax law requires it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right to access, correct and erase your data, to restrict or object to processing, and to data portability: your settings let you download everything we store about you. Write to {email} for anything else. You may complain to a data protection authority: in the United Kingdom the Information Commissioner’s Office (ICO), in Ireland the Data Protection Commission; our lead authority is the Dutch Autoriteit Persoonsgegevens.',
        ],
      },
      {
        heading: 'More data we process',
        paragraphs: [
          'Location: if you allow it, your browser’s position is used once to suggest your region; we keep only the region you choose, not the coordinates. Your location settings decide what other members see.',
          'Direct debit: for a SEPA direct debit we keep the account holder, IBAN, postal address and the phone number the confirmation code went to, for the mandate and as long as payment and tax law require.',
          'Notices: when you report content we keep your name and email address (when you give them), what you reported and our decision, to handle the notice and tell you the outcome.',
          'Push notifications: when you turn them on we keep your browser’s push address and keys until you turn them off or log out on that device.',
          'Moderation: when we restrict content or an account we keep the content concerned and the statement of reasons while an appeal is possible and six months after, then delete them.',
          'Fictional profiles: messages you send to a fictional profile are read and answered by our staff who run those profiles, under a duty of confidentiality.',
        ],
      },
      {
        heading: 'Data protection contact',
        paragraphs: [
          'Our data protection contact is {company}, attn. Data protection, {address}, {city}, {country}; email {email} with the subject “Privacy”.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookies policy',
    description: 'Which cookies {brand} uses, what they do and how long they last.',
    sections: [
      {
        heading: 'What cookies are',
        paragraphs: [
          'Cookies are small text files your browser keeps for a website. {brand} uses only cookies it needs to work; we do not use advertising or third-party tracking cookies.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can delete cookies in your browser’s settings at any time. Without the session cookie you cannot stay logged in. Questions: {email}.',
          'The partner cookie (tracking) is stored only with your consent; you can give or withdraw it at any time under “Cookie settings” at the bottom of every page.',
        ],
      },
    ],
  },
  ban: {
    title: 'Access ban',
    description:
      'When {brand} restricts or bans an account, how we tell you and how you can appeal.',
    sections: [
      {
        heading: 'When we restrict an account',
        paragraphs: [
          'We remove content or restrict, suspend or close an account when it breaks our terms or the law: for example when a member is under 18, harasses others, asks for money, posts illegal content or uses several accounts. We decide after a report by a member or a visitor, or after our own checks.',
        ],
      },
      {
        heading: 'Statement of reasons',
        paragraphs: [
          'When we restrict your content or account we email you a statement of reasons: what we did, which facts it is based on, which rule or law it breaks, whether an automated tool was involved, and how you can challenge it. This follows Article 17 of the EU Digital Services Act.',
        ],
      },
      {
        heading: 'How to appeal',
        paragraphs: [
          'The email contains a link to our appeal form. A person who was not involved in the first decision reviews your appeal and answers you. You may also turn to a certified out-of-court dispute settlement body or to the courts.',
        ],
      },
      {
        heading: 'Credits after a ban',
        paragraphs: [
          'If we close your account for a serious breach, we refund the credits you bought and have not used, at the price you paid for them, within 14 days. Only credits obtained by fraud or chargeback are not refunded. If the ban turns out to be a mistake we restore your account and your credits.',
        ],
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    description:
      'Answers to the questions members ask most about {brand}: account, credits, premium, privacy and safety.',
    sections: [
      {
        heading: 'Is signing up free?',
        paragraphs: [
          'Yes. Creating an account, browsing profiles and liking members is free. Sending messages, photos and gifts costs credits.',
        ],
      },
      {
        heading: 'What does premium give me?',
        paragraphs: [
          'Buying any credit package makes you a premium member: you see all photos sharp and can upload up to 25 photos instead of 3.',
        ],
      },
      {
        heading: 'Are all profiles real people?',
        paragraphs: [
          'No. Some profiles are fictional and marked as such; they are for entertainment and you cannot meet them in person.',
        ],
      },
      {
        heading: 'Is my subscription renewed automatically?',
        paragraphs: ['There is no subscription. Every credit package is a one-off payment.'],
      },
      {
        heading: 'How do I get my money back for unused credits?',
        paragraphs: [
          'Within {refundDays} days of buying, choose “Withdraw from contract here” in the footer or your account menu and confirm; our withdrawal information explains the details.',
        ],
      },
      {
        heading: 'How do I delete my account?',
        paragraphs: [
          'In your settings, choose “Delete account”. You can bring it back within 14 days; after that everything is erased.',
        ],
      },
      {
        heading: 'Someone is bothering me. What can I do?',
        paragraphs: [
          'Block the member from their profile and report them. Anyone, even without an account, can report content through our complaints form.',
        ],
      },
    ],
  },
  'return-policy': {
    title: 'Right of withdrawal',
    description:
      'How to return unused credits bought on {brand} within {refundDays} days, and your right of withdrawal.',
    sections: [
      {
        heading: 'Returning unused credits',
        paragraphs: [
          'You may return credits you have not used within {refundDays} days of buying them. We refund the price of the unused credits to the payment method you used, within 14 days of your request. Credits that came free with your signup or a promotion are not refunded.',
        ],
      },
      {
        heading: 'Right of withdrawal',
        paragraphs: [
          'As a consumer in the EU you have 14 days to withdraw from a purchase. When you use credits, you ask us to perform the service at once; for credits you have used, your right of withdrawal ends with that use.',
        ],
      },
      {
        heading: 'How to ask',
        paragraphs: [
          'While you may withdraw, a link “Withdraw from contract here” is in the footer of every page and in your account menu; it opens the purchase on your payments page. Choose “Withdraw from contract here”, then “Confirm withdrawal”. We confirm at once by email, with the date and time we received it, the invoice number and the amount we refund. If you cannot log in, send the model form below or any clear statement to {email}.',
          '{company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Model withdrawal form',
        paragraphs: [
          '(Complete and return this form only if you wish to withdraw from the contract.)',
          'To {company}, {address}, {city}, {country}, {email}:',
          'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the provision of the following service (*): credits on {brand}, invoice number …',
          'Ordered on (*)/received on (*) …',
          'Name of consumer(s) …',
          'Address of consumer(s) …',
          'Signature of consumer(s) (only if this form is notified on paper) …',
          'Date …',
          '(*) Delete as appropriate.',
        ],
      },
    ],
  },
  service: {
    title: 'Customer service',
    description: 'Contact the customer service of {brand}: email, phone and postal address.',
    sections: [
      {
        heading: 'Contact us',
        paragraphs: [
          'Email: {email}. We answer within one working day.',
          'Phone: {phone}, Monday to Friday, 9:00 to 17:00 (CET).',
          'Post: {company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Before you write',
        paragraphs: [
          'Please write from the email address of your account and tell us your username, so we can find your account quickly. Never send us your password.',
        ],
      },
      {
        heading: 'Reporting content',
        paragraphs: [
          'To report a profile, a photo or a message, use the complaints form: it goes straight to our moderators and you receive a confirmation by email.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Imprint',
    description: 'Company details of {company}, operator of {brand}.',
    sections: [
      {
        heading: 'Operator',
        paragraphs: [
          '{company}, {address}, {city}, {country}.',
          'Chamber of Commerce number: {kvk}. VAT numbers: {vat}.',
          'Trade names: {tradenames}.',
          'Managing director: {director}.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Email: {email}. Phone: {phone}.'],
      },
    ],
  },
}
