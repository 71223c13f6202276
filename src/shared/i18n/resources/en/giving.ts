/**
 * English texts of the form a donor fills after paying by UPI: a part of their own
 * (enGiving.ts), loaded when the form opens, so the project page's first load stays light.
 */
export const giving = {
  pledgeForm: {
    heading: 'Tell us about your gift',
    intro: 'Paid by UPI? Tell us, so we can check it and count your gift.',
    name: 'Your name (optional)',
    nameHint: 'Leave it empty to give anonymously.',
    amount: 'Amount paid, in rupees',
    utr: 'UPI reference (UTR)',
    utrHint: 'The 12-digit number your UPI app shows for the payment.',
    purpose: 'What is it for?',
    shownAs: 'Show me on this page as',
    hideAmount: 'Do not show the amount',
    receiptHeading: 'Your receipt (optional)',
    receiptNotice:
      'We use these only for your gift: the receipt goes to your e-mail, and to your phone as a WhatsApp message. An 80G receipt carries your PAN and address, as the Income-tax rules ask. Updates come only if you tick the box.',
    email: 'E-mail',
    phone: 'Phone (WhatsApp)',
    pan: 'PAN, for an 80G receipt',
    address: 'Address, for an 80G receipt',
    updates: 'Send me updates about this project',
    updatesNeedEmail: 'Give your e-mail to get updates.',
    submit: 'Send',
    sending: 'Sending…',
    thanks:
      'Thank you! We will check the payment and confirm your gift within a few days. It will then show on this page.',
  },
  /** A donor's receipt opened by its link (/receipt/:token). */
  donorReceipt: {
    loading: 'Opening your receipt…',
    refused:
      'This receipt link does not work any more: the trust may have replaced it. Please ask the trust for a new link.',
  },
  /** Every receipt given to a donor's e-mail, opened by the link mailed to it (/my-receipts/:token). */
  myReceipts: {
    title: 'Your receipts',
    heading: 'Your receipts',
    loading: 'Opening your receipts…',
    refused: 'This link does not work any more. Ask for a new one.',
    askAgain: 'Ask for a new link',
    year: 'Financial year {{year}} (April to March)',
    total: 'Total: {{amount}}',
    gifts_one: '{{count}} gift',
    gifts_other: '{{count}} gifts',
    number: 'Receipt no.',
    date: 'Date',
    amount: 'Amount',
    purpose: 'Purpose',
    project: 'Towards',
    none: 'No receipts were found for this address.',
    taxNote:
      'For your income-tax return: the trust files Form 10BD for each financial year; Form 10BE, the certificate of your donations for that year, then comes from the income-tax portal.',
  },
  /** A reader of a project's news stops it from the link in an update mail (/unsubscribe/:token). */
  unsubscribe: {
    title: 'Stop project news',
    loading: 'Opening…',
    refused: 'This link does not work.',
    ask: 'Stop the news of “{{project}}”?',
    explain:
      'You asked for news of this project by e-mail. Once you stop, no more of it comes to you. Your receipts still come as before.',
    stop: 'Stop these updates',
    stopping: 'Stopping…',
    done: 'You will get no more news of “{{project}}”.',
    doneNote: 'Your gifts and your receipts are not affected.',
    failed: 'That did not work just now. Try again in a little while.',
    seeProject: 'See the project',
  },
  pledgePurpose: {
    general: 'General',
    zakat: 'Zakat',
    sadaqah: 'Sadaqah',
    lillah: 'Lillah',
    fitrana: 'Fitrana',
  },
  pledgeShownAs: {
    name: 'My name',
    initials: 'My initials',
    anonymous: 'Anonymous',
  },
  pledgeError: {
    donorName: 'The name is too long.',
    amount: 'Enter the amount you paid, in whole rupees.',
    paymentReference: 'Enter the 12 digits of the UPI reference (UTR).',
    referenceTaken: 'This UPI reference has already been told to us.',
    purpose: 'This project does not accept Zakat.',
    donorEmail: 'Enter an e-mail address, such as name@example.com.',
    donorPhone: 'Enter the phone number in digits, with + and the country code first if you like.',
    donorPan: 'A PAN has five letters, four digits and a letter (ABCDE1234F).',
    donorAddress: 'The address is too long.',
    tooMany: 'Too many gifts were told from this connection. Please try again in an hour.',
    closed: 'This project no longer takes gifts by UPI.',
    failed: 'Your gift could not be sent. Please try again.',
  },
};
