// The signup data's flag for addresses at the company's own domains (requirements §3, "a flag that is
// true when the email ends with the company's own domains"). The list comes from configuration.
// "Ends with" is read per domain label: staff@shiftlane.example and staff@eu.shiftlane.example
// match shiftlane.example, but someone@notshiftlane.example does not.

/** 'Shiftlane.Example.' and '@shiftlane.example' both mean shiftlane.example; '' means nothing. */
function normaliseDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[@.]+/, '')
    .replace(/\.+$/, '');
}

/** The host part of an address: everything after its last '@' (a quoted local part may hold '@'). */
function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? '' : normaliseDomain(email.slice(at + 1));
}

export function isCompanyEmail(email: string, companyDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  if (!domain) return false;
  return companyDomains
    .map(normaliseDomain)
    .some((company) => company !== '' && (domain === company || domain.endsWith(`.${company}`)));
}
