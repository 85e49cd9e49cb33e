/**
 * How an account is named where one line must say whose it is (the audit log, the owner's lists):
 * its e-mail, else its mobile (an account made by a code sent to the phone has no e-mail; API.md
 * "Phone first"). The database holds one of the two for every account.
 */
export function accountName({ email, mobile }: { email: string | null; mobile: string | null }): string {
  return email ?? (mobile ? `+91 ${mobile}` : '');
}
