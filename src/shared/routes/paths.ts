/** Every path the SPA links to or navigates to, written once (SPEC.md §2). */
export const routePaths = {
  home: '/',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminSettings: '/admin/settings',
} as const;
