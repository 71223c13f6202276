/**
 * English texts of the pages area (contact, policies, not-found title), exactly as docs/product.md
 * writes them. The policies' wording is ours: docs/product.md fixes only the refund facts. The Urdu
 * spells out ranges such as 24*7 and 6-8 in words, which right-to-left text would reorder.
 */
export const pages = {
  contactPage: {
    title: 'Contact Us',
    heading: 'Get in touch with us',
    teamHeading: 'Our friendly team is here to help',
    email: 'Email',
    phone: 'Phone',
    phoneAvailability: 'Available every day 24*7',
    officesHeading: 'Come say hello at our head office',
    hyderabad: 'Hyderabad Office',
    bangalore: 'Bangalore Office',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    intro:
      '{{organisation}} respects your privacy. This policy explains what information we collect when you use this website, why we collect it and how we protect it.',
    collectHeading: 'Information we collect',
    collectText:
      'We collect only what you choose to give us: your name, email address and phone number when you contact us or subscribe to updates, and the details you enter when you donate. Donations are made on our secure external donation page; we never see or store your card or bank details.',
    useHeading: 'How we use it',
    useText:
      'We use your information to answer your questions, to issue donation receipts, to send the updates you asked for and to report to you on the projects you support. We never sell, rent or trade your personal information.',
    cookiesHeading: 'Cookies',
    cookiesText:
      'This website stores one cookie holding your chosen language, so that the site opens in that language on your next visit. We use no advertising or tracking cookies.',
    sharingHeading: 'Sharing',
    sharingText:
      'We share information only with the payment and service providers who help us process donations, and only as much as they need, or when the law requires it.',
    securityHeading: 'Security and retention',
    securityText:
      'We keep your information only as long as the purposes above or the law require, and protect it with reasonable technical and organisational measures.',
    rightsHeading: 'Your choices',
    rightsText:
      'You may ask us at any time to show, correct or delete the information we hold about you, or to stop sending you updates. Write to us at {{email}}.',
    changesHeading: 'Changes to this policy',
    changesText:
      'We may update this policy from time to time. The version on this page is always the current one.',
  },
  termsConditions: {
    title: 'Terms and Condition',
    intro:
      'These terms apply to everyone who uses the {{organisation}} website. By using the website you agree to them.',
    useHeading: 'Use of the website',
    useText:
      'You may use this website to learn about our work, to contact us and to support our projects. You agree not to misuse it, disturb its operation or try to reach it in ways other than those we provide.',
    donationsHeading: 'Donations',
    donationsText:
      'Donations are made voluntarily through our external donation page. They are used for the cause you choose or, when that cause is fully funded, for a similar one. Receipts are issued in the name and details you give, so please check them carefully.',
    contentHeading: 'Content',
    contentText:
      'The texts, photographs, logos and videos on this website belong to {{organisation}} or to their owners and may not be copied or reused without permission. We keep the information as accurate and current as we can but cannot promise that it is complete at all times.',
    linksHeading: 'Links to other websites',
    linksText:
      'This website links to other websites, such as the donation page, the donor login and news articles. We are not responsible for their content or their privacy practices.',
    liabilityHeading: 'Limitation of liability',
    liabilityText:
      'The website is provided as it is. {{organisation}} is not liable for any loss arising from its use or from the website being temporarily unavailable.',
    changesHeading: 'Changes and governing law',
    changesText:
      'We may change these terms at any time by publishing a new version on this page. These terms are governed by the laws of India.',
    contactHeading: 'Questions',
    contactText: 'Questions about these terms can be sent to {{email}}.',
  },
  refundPolicy: {
    title: 'Refund and Cancellations',
    intro:
      'This policy explains when you can cancel an order or a donation, what to do when an item arrives damaged, and how refunds are made.',
    cancelHeading: 'Cancellations',
    cancelText:
      'An order or a donation can be cancelled only right after it has been placed, before we start processing it. Once processing has started it can no longer be cancelled. To cancel, contact us at once at {{email}} or {{phone}}.',
    damagedHeading: 'Damaged or defective items',
    damagedText:
      'If an item you received is damaged or defective, report it to us within 7 days of receiving it, with your order details and a photograph of the item. Once we have checked it, we replace the item or refund you.',
    refundHeading: 'Refunds',
    refundText:
      'Once a refund is approved, it is credited to your original method of payment within 6-8 days.',
    contactHeading: 'Questions',
    contactText:
      'For any question about cancellations or refunds, write to {{email}} or call {{phone}}. We are available every day 24*7.',
  },
  donorPrivacy: {
    title: 'Your data',
    intro:
      'What {{organisation}} keeps about the people who give, why, for how long and who can see it, in plain words.',
    keptHeading: 'What we keep',
    keptText: 'For each gift we keep:',
    keptName:
      'your name, and how you chose to be shown on the project’s page: by your name, by your initials or as “Anonymous”;',
    keptGift:
      'the amount, the date, what it is for (General, Zakat, Sadaqah, Lillah or Fitrana) and the project it went to;',
    keptReceipt:
      'if you give them for a receipt: your email address, phone number, PAN (or another ID) and postal address;',
    keptUpi: 'for a gift by UPI, the payment’s reference number (UTR);',
    keptChoices:
      'whether you asked for updates on the project, and the language you read the site in.',
    whyHeading: 'Why we keep it',
    whyText:
      'To confirm that your payment reached the trust’s account; to make your donation receipt and send it to you; to report gifts to the Income Tax Department in Form 10BD, as the law asks of a trust registered under section 80G, so that you can claim your deduction; and to send you the updates you asked for. We never sell your details, and we use them for nothing else.',
    howLongHeading: 'How long we keep it',
    howLongText:
      'Receipts and the records of gifts are kept for at least 8 years, as Indian law requires a trust to keep its accounts. If you asked for updates, your email address is kept for them until you unsubscribe.',
    whoHeading: 'Who can see it',
    whoText:
      'Only the trust’s Owners and its Accounts staff see your private details, when they sign in to the site’s administration, and each time they look is recorded. Editors, who keep the site’s pages, never see them. The public sees only what you chose: your name, your initials or “Anonymous”, and the amount unless you hid it.',
    rightsHeading: 'A copy, a correction or erasure',
    rightsText:
      'You may ask for a copy of the details we keep about you, ask us to correct them, or ask us to erase them. We erase all that we may; what the law requires us to keep (receipts and the records of gifts) stays until that period ends, and is erased then. You may stop the updates at any time.',
    contactHeading: 'Whom to write to',
    contactText:
      'Write to this address about your details. Tell us your name and the date of your gift, or its receipt number, so that we can find it.',
    contactNone: 'Write to us through our contact page.',
    seeAlso: 'Cookies and the rest of this website:',
  },
  transparencyPage: {
    title: 'Registrations and reports',
    heading: 'Registrations and reports',
    pan: 'PAN',
    address: 'Registered address',
    registrationsHeading: 'Registrations',
    number: 'Number',
    validFromUntil: 'Valid from {{from}} until {{until}}',
    validFrom: 'Valid from {{from}}',
    validUntil: 'Valid until {{until}}',
    documentsHeading: 'Reports and accounts',
    yearHeading: 'Financial year {{year}}',
    download: 'PDF, {{size}}',
    nothingYet: 'Nothing is published here yet.',
  },
  registrationKind: {
    '80g': '80G (tax deduction for donors)',
    '12a': '12A (income tax exemption)',
    csr1: 'CSR-1 (eligible for CSR funds)',
    darpan: 'NGO Darpan (NITI Aayog)',
    fcra: 'FCRA (foreign donations)',
  },
  documentKind: {
    annualReport: 'Annual report',
    auditedAccounts: 'Audited accounts',
    other: 'Document',
  },
  /** /receipts: a donor asks for a link to their receipts by e-mail. */
  receiptsFindPage: {
    title: 'Find my receipts',
    heading: 'Find my receipts',
    intro:
      'Enter the e-mail address you gave with your donation. We will send a link to all your receipts there, with a total for each financial year.',
    email: 'Your e-mail address',
    submit: 'Send me the link',
    sending: 'Sending…',
    sent: 'If this address has given to us, a mail with a link to your receipts is on its way. The link works for 24 hours.',
    badEmail: 'Enter an e-mail address',
    tooMany: 'Too many requests from here. Please try again in an hour.',
  },
  notFoundPage: {
    title: 'Page not found',
  },
};
