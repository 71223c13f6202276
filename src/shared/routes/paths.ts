/** The list, add and edit screens of one of the admin's resources made of fields and one image. */
export type AdminRouteFamily = {
  list: string;
  add: string;
  edit: (id: number) => string;
  /** The route table's patterns of the three, relative to /admin. */
  patterns: { list: string; add: string; edit: string };
};

/** The screens under /admin/{base}: its list at /admin/{list}, which is {base}/list unless given. */
function adminFamily(base: string, list = `${base}/list`): AdminRouteFamily {
  const patterns = { list, add: `${base}/add`, edit: `${base}/:id/edit` };
  return {
    list: `/admin/${patterns.list}`,
    add: `/admin/${patterns.add}`,
    edit: (id) => `/admin/${base}/${id}/edit`,
    patterns,
  };
}

/** Every path the SPA links to or navigates to, written once (docs/product.md §2). */
export const routePaths = {
  home: '/',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminSettings: '/admin/settings',
  /** The signed-in person's own account: two-factor sign-in. */
  adminAccount: '/admin/account',
  /** The team and their roles (docs/product.md §6): the Owner's. */
  adminTeam: '/admin/team',
  /** Deleted items, kept 30 days before they are purged (issue 31). */
  adminBin: '/admin/bin',
  // Gallery, partners, highlights and news logos: list, add and edit screens.
  adminGallery: adminFamily('images'),
  adminPartners: adminFamily('partners'),
  adminHighlights: adminFamily('highlights'),
  adminNewsLogos: adminFamily('news/logos', 'news/logos'),
  // The admin menu's targets (the list screen of each other kind of content).
  adminNews: '/admin/news/list',
  adminTestimonials: '/admin/testimonials/list',
  adminProjects: '/admin/projects/list',
  adminDocuments: '/admin/documents/list',
  adminDocumentAdd: '/admin/documents/add',
  adminDocumentEdit: (id: number) => `/admin/documents/${id}/edit`,
  // News, testimonials and projects: add, edit and a project's gifts.
  adminNewsAdd: '/admin/news/add',
  adminNewsEdit: (id: number) => `/admin/news/${id}/edit`,
  adminTestimonialAdd: '/admin/testimonials/add',
  adminTestimonialEdit: (id: number) => `/admin/testimonials/${id}/edit`,
  adminProjectAdd: '/admin/projects/add',
  adminProjectEdit: (projectId: string) => `/admin/projects/${encodeURIComponent(projectId)}/edit`,
  adminProjectGifts: (projectId: string) =>
    `/admin/projects/${encodeURIComponent(projectId)}/donations`,
  /** A confirmed gift's printable receipt, outside the admin layout. */
  adminReceipt: (giftId: number) => `/admin/receipts/${giftId}`,
  /** A donor's receipt, opened by the link in their mail without signing in. */
  donorReceipt: (token: string) => `/receipt/${encodeURIComponent(token)}`,
  /** A donor asks for a link to every receipt given to their e-mail. */
  receiptsFind: '/receipts',
  /** Every receipt given to a donor's e-mail, opened by the link mailed to it (24 hours). */
  myReceipts: (token: string) => `/my-receipts/${encodeURIComponent(token)}`,
  /** A reader of a project's news stops it, from the link in an update mail. */
  unsubscribe: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  contactUs: '/contact-us',
  transparency: '/transparency',
  privacyPolicy: '/privacy-policy',
  /**
   * What the site keeps about donors and how to ask for a copy, a correction or erasure: link it
   * from every form that asks for a private detail (`PrivacyLink`, shared/ui/privacy-link).
   */
  donorPrivacy: '/privacy',
  termsConditions: '/terms-conditions',
  refundPolicy: '/refund-policy',
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  activity: (projectId: string) => `/activities/${encodeURIComponent(projectId)}`,
} as const;
