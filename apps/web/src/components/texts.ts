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
} as const;
