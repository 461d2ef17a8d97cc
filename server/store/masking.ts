/** Only the last four digits of a card number ever leave the server. */
export function maskCardNo(cardNo: string): string {
  return `**** **** **** ${cardNo.slice(-4)}`;
}

/** 138****5678, as the app shows phones (CONTRACTS.md maskPhone). */
export function maskPhone(phone: string): string {
  return phone.length < 7 ? phone : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** The family name's first character and the last one kept: 李*国, 王*; one character stays *. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
