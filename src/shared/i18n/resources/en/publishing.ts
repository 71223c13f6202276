/**
 * English texts of drafts and schedules (issue 31): the forms' publishing block, the lists'
 * marks and the trust's time zone. A chunk of their own, loaded with the content screens and
 * the settings (loadTexts.ts), not with the admin's sign-in.
 */
export const publishing = {
  publishing: {
    heading: 'Publishing',
    status: 'Status',
    draft: 'Draft',
    published: 'Published',
    publishAt: 'Publish at',
    unpublishAt: 'Unpublish at',
    zoneHint:
      "In the trust's time zone ({{zone}}). Leave a time empty for no limit: a published item shows from now on, and until it is deleted.",
    notAfter: 'Unpublish at must be after Publish at',
    column: 'Publishing',
    scheduled: 'Scheduled',
    ends: 'Ends',
    ended: 'Ended',
  },
  adminDocumentEdit: {
    heading: 'Edit a document',
  },
  timeZoneSetting: {
    label: 'Time zone',
    hint: 'Publishing times are entered and shown in this zone.',
  },
};
