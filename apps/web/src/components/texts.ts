// I18N-1: the English catalogue of the shared components (namespace 'common'). Spanish beside it
// in texts.es.ts, with the same keys.

export const common = {
  loading: 'Loading...',
  fields: {
    show: 'Show {{label}}',
    hide: 'Hide {{label}}',
    optional: '(optional)',
  },
  bell: {
    label: 'Notifications',
    labelUnread_one: 'Notifications, {{count}} unread',
    labelUnread_other: 'Notifications, {{count}} unread',
    title: 'Notifications',
    markAll: 'Mark all as read',
    markFailed: 'Could not mark as read. Please try again.',
    loadFailed: 'Notifications could not be loaded.',
    loading: 'Loading...',
    empty: 'No notifications yet.',
    new: 'New',
  },
  /** StarRating: the exact value for screen readers (FIND-7). */
  stars: {
    rated: 'Rated {{rating}} out of 5',
  },
  /** LanguagesField: a doctor's languages, on the doctor's own profile and staff's editor (DOC-13). */
  languagesField: {
    legend: 'Languages spoken',
  },
  brand: 'Clinvia',
  pageTitle: '{{title}} · Clinvia',
  backToMe: 'Back to my own account',
  pagination: {
    label: 'Pagination',
    previousPage: 'Previous page',
    previous: 'Previous',
    page: 'Page {{page}}',
    nextPage: 'Next page',
    next: 'Next',
  },
  status: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    completed: 'Completed',
    cancelled: 'Cancelled',
    no_show: 'No-show',
    declined: 'Declined',
  },
  saving: 'Saving...',
  cancel: 'Cancel',
  loadFailed: 'This could not be loaded.',
  tryAgain: 'Try again',
} as const;
