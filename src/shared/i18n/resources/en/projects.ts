/** English texts of the projects area, exactly as docs/product.md writes them. */
export const projects = {
  projectCard: {
    supporters_one: '{{count, number}} Supporter',
    supporters_other: '{{count, number}} Supporters',
    raisedOfGoal: '{{raised}} Raised of {{goal}} goal',
    raised: '{{amount}} Raised',
    progress: 'Raised',
    percent: '{{percent}}%',
    donateNow: 'Donate Now',
    /** On the card and page of a project that accepts Zakat. */
    zakat: 'Zakat accepted',
  },
  supportProjects: {
    title: 'Support Our Projects',
    subTitle: 'Pick a cause which is close to your heart and donate now!',
    seeMore: 'See More',
    loading: 'Loading projects',
  },
  completedProjects: {
    title: 'Our Activities',
    seeMore: 'See More',
    loading: 'Loading activities',
  },
  projectPage: {
    donateNow: 'Donate Now',
    loading: 'Loading the project',
  },
  /** The trust's UPI ID on an active project's page (issue 13). */
  upiGiving: {
    heading: 'Pay by UPI',
    qrAlt: 'QR code to pay {{upiId}} by UPI',
    scan: 'Scan with any UPI app: Google Pay, PhonePe, Paytm or BHIM.',
    upiId: 'UPI ID:',
    payWithUpi: 'Pay with UPI',
    tellUs: 'I have paid: tell the trust',
  },
  donorList: {
    heading: 'Supporters',
    topDonor: 'Top Donor',
    firstDonor: 'First Donor',
    recentDonor: 'Recent Donor',
    justDonated: 'Just Donated',
    /** A gift recorded without a name (the API's `Anonymous`). */
    anonymous: 'Anonymous',
    /** In place of the amount of a donor who chose to hide it. */
    amountHidden: 'Amount not shown',
  },
  /** A project's dated updates on its page (docs/product.md §2). */
  projectUpdates: {
    heading: 'Updates',
    /** Before the amount the update reports was spent: "Spent: ₹45,000". */
    spent: 'Spent:',
    photo: 'Photo {{number}} of the update of {{date}}',
  },
  projectShare: {
    share: 'Share',
    prompt: 'Please share, Every share counts',
    whatsApp: 'WhatsApp',
    copyLink: 'Copy link',
    copied: 'Link copied',
    shareText: '{{title}} {{url}}',
  },
  activityPage: {
    campaignBy: 'Campaign by: {{organisation}}',
    loading: 'Loading the activity',
    failed: 'failed to fetch data',
  },
};
