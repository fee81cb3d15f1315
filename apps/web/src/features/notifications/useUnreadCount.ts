/**
 * How many notifications the signed-in user has not read. There is no notifications API
 * yet (a later issue adds it, DESIGN §6), so nobody has unread notifications and the bell
 * shows no dot.
 */
export function useUnreadCount(): number {
  return 0;
}
