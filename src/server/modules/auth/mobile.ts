/**
 * Mobile numbers are stored in E.164 (+639171234567) with the dialing code beside them. Clients
 * send the national number and the dialing code separately; a leading trunk 0 is dropped.
 */
export function toE164(countryDialingCode: string, mobileNum: string): string | null {
  const code = countryDialingCode.trim().replace(/^\+/, '');
  if (!/^[1-9]\d{0,3}$/.test(code)) return null;
  let number = mobileNum.trim().replace(/[\s-]/g, '');
  if (number.startsWith('+')) {
    // Already international: it must be in the country given.
    if (!number.startsWith(`+${code}`)) return null;
    number = number.slice(1 + code.length);
  }
  if (!/^\d+$/.test(number)) return null;
  const full = code + number.replace(/^0+/, '');
  return full.length >= 8 && full.length <= 15 ? `+${full}` : null;
}

/** The dialing code without its plus sign. */
export function dialingCode(countryDialingCode: string): string {
  return countryDialingCode.trim().replace(/^\+/, '');
}

/** '+63 917****567': enough for the owner to recognise, too little to dial. */
export function maskMobile(e164: string | null): string {
  if (!e164) return '';
  const digits = e164.slice(1);
  if (digits.length < 8) return '****';
  return `+${digits.slice(0, 2)} ${digits.slice(2, 5)}****${digits.slice(-3)}`;
}

/** 'j***@example.com'. */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0] ?? ''}***${email.slice(at)}`;
}
