/** The user-menu circle: the first two letters of the e-mail, uppercased (spec 01 §2). */
export function getInitials(email: string): string {
  return email.slice(0, 2).toUpperCase();
}
