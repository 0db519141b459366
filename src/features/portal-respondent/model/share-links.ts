/** One share target of Share With Friends (product §2.10: six buttons). */
export interface ShareLink {
  id: "facebook" | "twitter" | "whatsapp" | "sms" | "email" | "linkedin";
  label: string;
  href: string;
}

/** The preset message shared with the site URL. */
export const SHARE_MESSAGE =
  "I'm a member of a market research panel and get paid for sharing my opinion. Join me here:";

/** Builds the six share links for a message and the site URL (each network's public share URL). */
export function shareLinks(message: string, url: string): ShareLink[] {
  const m = encodeURIComponent(message);
  const u = encodeURIComponent(url);
  const both = encodeURIComponent(`${message} ${url}`);
  return [
    {
      id: "facebook",
      label: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${m}`,
    },
    { id: "twitter", label: "Twitter", href: `https://twitter.com/intent/tweet?text=${m}&url=${u}` },
    { id: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${both}` },
    { id: "sms", label: "SMS", href: `sms:?&body=${both}` },
    {
      id: "email",
      label: "Email",
      href: `mailto:?subject=${encodeURIComponent("Join our research panel")}&body=${both}`,
    },
    { id: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
