/**
 * English texts of the admin content screens (gallery, partners, highlights, news logos) and of
 * the pieces every admin list and form shares. Messages exactly as docs/product.md §5 and §8 write them.
 */
export const adminContent = {
  /** Ordering a list by dragging (issue 31): the handle, what a screen reader hears, a failure. */
  adminOrder: {
    handle: 'Move {{name}}',
    column: 'Order',
    roleDescription: 'movable item',
    instructions:
      'To move an item, focus its handle and press Space. Move it with the arrow keys, press Space again to drop it, or Escape to cancel.',
    picked: 'Picked up {{name}}, at place {{place}} of {{count}}.',
    over: '{{name}} is now at place {{place}} of {{count}}.',
    dropped: '{{name}} dropped at place {{place}} of {{count}}.',
    cancelled: 'Moving {{name}} was cancelled; it stays at place {{place}} of {{count}}.',
    failed: 'The new order could not be saved; the list is back as it was.',
  },
  adminCommon: {
    inUrdu: '{{field}} (Urdu)',
    urdu: 'Urdu',
    urduMissing: 'Urdu missing',
    urduGiven: 'Has Urdu',
    /** The list filter: every item, or only those still lacking Urdu. */
    showItems: 'Show',
    allHaveUrdu: 'Every item here has its Urdu.',
    allItems: 'All',
    addNew: 'Add New',
    addNow: 'Add Now',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    deleteNamed: 'Delete {{name}}',
    editNamed: 'Edit {{name}}',
    /** An item's versions, each with what changed and a restore (issue 31). */
    history: 'History',
    historyNamed: 'History of {{name}}',
    actions: 'Actions',
    yes: 'Yes',
    no: 'No',
    loading: 'Loading',
    confirmDelete: 'are you sure you want to delete?',
    deleteFailed: 'failed to delete data, please try again',
    loadFailed: 'failed to load data, please try again',
    saved: 'Successfully data saved!',
    saveFailed: 'Failed to save data, please try again',
    duplicate: 'Record already exists',
    /** A save the server answered 507: its disk is full. */
    diskFull:
      "The server's disk is full. Nothing was saved; ask whoever runs the site to free some space.",
    /** A save the server answered 503: busy, or it cannot write to its data folder just now. */
    serverBusy:
      'The server is busy. Nothing was saved; please try again in a minute, and tell whoever runs the site if it keeps happening.',
    /** The same for a delete, pin or completion. */
    diskFullChange:
      "The server's disk is full. Nothing was changed; ask whoever runs the site to free some space.",
    serverBusyChange:
      'The server is busy. Nothing was changed; please try again in a minute, and tell whoever runs the site if it keeps happening.',
    required: 'This field is required',
    image: 'Image',
    imageHint: 'JPEG, PNG, GIF or WebP, at most 1 MB.',
    imageHintNoWebp: 'JPEG, PNG or GIF, at most 1 MB.',
    currentImage: 'Current image',
    chosenImage: 'Chosen image (not saved yet)',
    empty: 'Nothing is here',
    notFound: 'This item no longer exists.',
    backToList: 'Back to the list',
    /** Under a paged list: which rows of how many are shown. */
    pageRange: '{{from}}–{{to}} of {{total}}',
    pageSize: 'Items per page',
  },
  adminGallery: {
    heading: 'Gallery',
    addHeading: 'Add Images',
    empty: 'Add your first images to show them on the home page',
    loadFailed: 'Failed to load data, please try again later',
    deleteFailed: 'Failed to upload, please try again later',
    dropzone: 'Click or drag images to this area to add them',
    dropzoneHint: 'Images only, at most 1 MB each.',
    chosen: 'Chosen images',
    remove: 'Remove {{name}}',
    upload: 'Upload',
    uploaded: 'Successfully images uploaded',
    uploadFailed: 'Failed to upload, please try again later',
    editHeading: 'Edit Image',
    name: 'Name',
    image: 'Image',
  },
  adminPartners: {
    heading: 'Partners',
    addHeading: 'Add Partner',
    editHeading: 'Edit Partner',
    name: 'Name',
    logo: 'Logo',
    empty: 'Add your first partner to show it on the home page',
  },
  adminHighlights: {
    heading: 'Highlights',
    addHeading: 'Add Highlight',
    editHeading: 'Edit Highlight',
    headingField: 'Heading',
    subHeading: 'Sub-heading',
    image: 'Image',
    empty: 'Add your first highlight to show it on the home page',
  },
  adminNewsLogos: {
    heading: 'News Logos',
    addHeading: 'Add News Logo',
    editHeading: 'Edit News Logo',
    name: 'Name',
    image: 'Logo',
    empty: 'Add the logos of the news sources your stories come from',
    loadFailed: 'Failed to fetch logos, please try again',
  },
};
