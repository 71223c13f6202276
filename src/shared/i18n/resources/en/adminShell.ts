/**
 * English texts of the admin's frame: the layout and its menu, the role guard and its refusal.
 * They load with the sign-in (part `adminShell` in loadTexts.ts), before any screen's own.
 */
export const adminShell = {
  adminLayout: {
    title: 'Admin Panel',
    navLabel: 'Admin menu',
    openMenu: 'Open menu',
    home: 'Home',
    gallery: 'Gallery',
    partners: 'Partners',
    highlights: 'Highlights',
    news: 'News',
    newsLogos: 'News Logos',
    testimonials: 'Testimonials',
    projects: 'Projects',
    documents: 'Documents',
    settings: 'Settings',
    team: 'Team',
    account: 'My account',
    bin: 'Bin',
    logout: 'Logout',
  },
  adminRoles: {
    owner: 'Owner',
    accounts: 'Accounts',
    editor: 'Editor',
    checking: 'Checking what your role allows…',
    notAvailable: 'Not available for your role',
    notAvailableWhy:
      'Your role on the team does not include this screen. Ask an Owner if you need it.',
    backHome: 'Back to the admin home',
  },
};
