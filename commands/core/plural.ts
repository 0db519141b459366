/** "1 contact", "1,200 members": a count and its noun for confirmations and toasts. */
export const plural = (n: number, noun: string) =>
  `${n.toLocaleString("en-AU")} ${noun}${n === 1 ? "" : "s"}`;
