/** Every path the SPA links to or navigates to, written once (SPEC.md §2). */
export const routePaths = {
  home: '/',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminSettings: '/admin/settings',
  // The admin menu's targets (the list screen of each kind of content).
  adminGallery: '/admin/images/list',
  adminPartners: '/admin/partners/list',
  adminHighlights: '/admin/highlights/list',
  adminNews: '/admin/news/list',
  adminNewsLogos: '/admin/news/logos',
  adminTestimonials: '/admin/testimonials/list',
  adminProjects: '/admin/projects/list',
  adminDocuments: '/admin/documents/list',
  adminDocumentAdd: '/admin/documents/add',
  // News, testimonials and projects: add, edit and a project's donations.
  adminNewsAdd: '/admin/news/add',
  adminNewsEdit: (id: number) => `/admin/news/${id}/edit`,
  adminTestimonialAdd: '/admin/testimonials/add',
  adminTestimonialEdit: (id: number) => `/admin/testimonials/${id}/edit`,
  adminProjectAdd: '/admin/projects/add',
  adminProjectEdit: (projectId: string) => `/admin/projects/${encodeURIComponent(projectId)}/edit`,
  adminProjectDonations: (projectId: string) =>
    `/admin/projects/${encodeURIComponent(projectId)}/donations`,
  /** A confirmed gift's printable receipt, outside the admin layout. */
  adminReceipt: (donationId: number) => `/admin/receipts/${donationId}`,
  // Gallery, partners, highlights and news logos: add and edit screens.
  adminGalleryAdd: '/admin/images/add',
  adminGalleryEdit: (id: number) => `/admin/images/${id}/edit`,
  adminPartnerAdd: '/admin/partners/add',
  adminPartnerEdit: (id: number) => `/admin/partners/${id}/edit`,
  adminHighlightAdd: '/admin/highlights/add',
  adminHighlightEdit: (id: number) => `/admin/highlights/${id}/edit`,
  adminNewsLogoAdd: '/admin/news/logos/add',
  adminNewsLogoEdit: (id: number) => `/admin/news/logos/${id}/edit`,
  contactUs: '/contact-us',
  transparency: '/transparency',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  refundPolicy: '/refund-policy',
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  activity: (projectId: string) => `/activities/${encodeURIComponent(projectId)}`,
} as const;
