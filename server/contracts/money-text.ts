/**
 * Money as people read it everywhere (screens, messages, public pages): `$` with two decimals and
 * ',' thousands, the minus before the sign ($1,234.50, -$5.00). Zod-free, shared by server and
 * browser.
 */
const number = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const moneyText = (n: number): string => `${n < 0 ? "-" : ""}$${number.format(Math.abs(n))}`;
