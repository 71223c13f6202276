/**
 * English texts of an item's history and of the bin (issue 31): a chunk of their own, loaded
 * with the history drawer, the bin screen or the projects' screens (loadTexts.ts), not with the
 * admin's sign-in.
 */
export const history = {
  itemHistory: {
    title: 'History',
    titleNamed: 'History of {{name}}',
    close: 'Close',
    setting: 'Setting',
    failed: 'The history could not be loaded',
    empty: 'No versions are recorded yet.',
    current: 'Current version',
    first: 'The first version recorded:',
    same: 'Nothing changed in its texts or files.',
    restore: 'Restore this version',
    restoreNamed: 'Restore this version ({{when}})',
    confirmRestore: 'Restore this version?',
    confirmDetail: 'Its texts in both languages and its image become what they were then.',
    restored: 'The version was restored',
    gone: 'This item is no longer there: restore it from the bin first.',
    restoreFailed: 'The version could not be restored, please try again',
    blank: '(empty)',
    before: '{{field}} before',
    after: '{{field}} after',
    arrow: '→',
  },
  versionAction: {
    create: 'Added',
    edit: 'Edited',
    restore: 'Restored',
    upgrade: 'Recorded when history began',
  },
  /** The fields' names, as a difference names them (settings' own come from their panels). */
  historyField: {
    name: 'Name',
    heading: 'Heading',
    subHeading: 'Sub-heading',
    logo: 'Logo',
    logoName: 'News source',
    image: 'Image',
    images: 'Photos',
    video: 'Video',
    title: 'Title',
    projectDetails: 'Details',
    projectId: 'Project ID',
    link: 'Link',
    goal: 'Goal',
    status: 'Status',
    acceptsZakat: 'Accepts Zakat',
    date: 'Date',
    pinned: 'Pinned',
    year: 'Financial year',
    kind: 'Kind',
    url: 'File',
    size: 'Size',
    text: 'Text',
    spent: 'Spent',
    color: 'Theme colour',
    value: 'Content',
  },
  /**
   * The projects list's delete and its order by status (issue 31): loaded with the projects'
   * screens, not with the admin's sign-in (adminCausesRoutes.tsx).
   */
  projectList: {
    deleteWarning:
      'Its updates go to the bin with it. A project with donations cannot be deleted: donations are kept for good, so mark it completed instead.',
    hasGifts:
      'This project has donations, so it cannot be deleted: donations are kept for good. Mark it completed instead.',
    orderHint:
      'To change the order, show only the active or only the completed projects, all on one page.',
    noneOfStatus: 'No projects have this status.',
  },
  adminBin: {
    heading: 'Bin',
    intro: 'Deleted items stay here for 30 days; then they and their files are removed for good.',
    empty: 'The bin is empty.',
    emptyHint: 'Whatever is deleted waits here for 30 days, in case it is wanted back.',
    loadFailed: 'The bin could not be loaded, please try again',
    kind: 'Kind',
    item: 'Item',
    image: 'Image',
    deletedBy: 'Deleted by',
    deletedAt: 'Deleted on',
    purgeAt: 'Removed for good on',
    actions: 'Actions',
    restore: 'Restore',
    restoreNamed: 'Restore {{name}}',
    confirmRestore: 'Restore this item?',
    confirmDetail: 'It comes back to its list, in its place, with its image.',
    restored: '{{name}} is back in its list',
    gone: 'This entry is no longer in the bin.',
    restoreFailed: 'The item could not be restored, please try again',
  },
};
