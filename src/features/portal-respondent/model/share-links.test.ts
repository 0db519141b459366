import { describe, expect, it } from "vitest";
import { SHARE_MESSAGE, shareLinks } from "./share-links";

describe("shareLinks", () => {
  it("gives six targets, each carrying the site URL", () => {
    const links = shareLinks(SHARE_MESSAGE, "https://panel.example/signup");
    expect(links.map((l) => l.id)).toEqual(["facebook", "twitter", "whatsapp", "sms", "email", "linkedin"]);
    for (const l of links) expect(decodeURIComponent(l.href)).toContain("https://panel.example/signup");
  });

  it("encodes the message so '&' cannot split the query", () => {
    const wa = shareLinks("Tom & Jerry", "https://x.example").find((l) => l.id === "whatsapp");
    expect(wa?.href).toBe("https://wa.me/?text=Tom%20%26%20Jerry%20https%3A%2F%2Fx.example");
  });
});
