/** English texts of the chrome area (header, footer, chat button), exactly as docs/product.md writes them. */
export const chrome = {
  publicLayout: {
    skipToContent: 'Skip to main content',
  },
  siteHeader: {
    navLabel: 'Main',
    mobileNavLabel: 'Main menu',
    openMenu: 'Menu',
    closeMenu: 'Close menu',
    donate: 'Donate',
    donorLogin: 'Donor Login',
  },
  siteNav: {
    home: 'Home',
    about: 'About Us',
    projects: 'Projects',
    news: 'News & Media',
    contact: 'Contact Us',
  },
  siteFooter: {
    phone: 'Phone',
    quickLinks: 'Quick Links',
    policies: 'Policies',
    privacyPolicy: 'Privacy Policy',
    donorPrivacy: 'Your data',
    termsConditions: 'Terms and Condition',
    refundPolicy: 'Refund and Cancellations',
    socials: 'Follow us',
    facebook: 'Facebook',
    twitter: 'Twitter',
    linkedIn: 'LinkedIn',
    socialUnavailable: '{{network}} (link not available yet)',
    copyright: '© 2024 {{organisation}}. All rights reserved.',
    transparency: 'Registrations and reports',
    findReceipts: 'Find my receipts',
  },
  subscribe: {
    heading: 'Get product updates',
    emailLabel: 'Email address',
    emailPlaceholder: 'Enter your email',
    submit: 'Subscribe',
    invalidEmail: 'Please enter a valid email address',
    thanks: 'Thank you for subscribing!',
  },
  privacyLink: {
    text: 'How we keep your details',
  },
  chatButton: {
    label: 'Chat with us on WhatsApp',
  },
};
