/**
 * How many SMS parts a text costs (decision 174): GSM-7 when every character is in the GSM 03.38
 * alphabet (160 characters in one SMS, 153 per part when split; the extension characters such as
 * `€ [ ] { }` take two), else UCS-2 (70 in one, 67 per part; characters outside the BMP take two
 * code units). Zod-free: the compose box counts live and tests pin the rule.
 */

const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";
const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export interface SmsSegments {
  encoding: "GSM-7" | "UCS-2";
  /** Length in the encoding's units (septets or UTF-16 code units). */
  length: number;
  /** Parts the text is sent as (0 for an empty text). */
  parts: number;
  /** Units one part holds at this length: 160/153 (GSM-7) or 70/67 (UCS-2). */
  perPart: number;
}

export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (basic.has(ch)) septets += 1;
    else if (extended.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding = gsm ? "GSM-7" : "UCS-2";
  const length = gsm ? septets : text.length;
  const single = gsm ? 160 : 70;
  const multi = gsm ? 153 : 67;
  const parts = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / multi);
  return { encoding, length, parts, perPart: parts > 1 ? multi : single };
}

/** "12 of 160 · 1 SMS", "170 of 306 · 2 SMS · Unicode": what the compose box shows under the text. */
export function smsCounterText(text: string): string {
  const s = smsSegments(text);
  const capacity = s.perPart * Math.max(s.parts, 1);
  const unicode = s.encoding === "UCS-2" ? " · Unicode" : "";
  return `${s.length} of ${capacity} · ${Math.max(s.parts, 1)} SMS${unicode}`;
}
