import { describe, expect, it } from "vitest";
import { likeEscape, usesTrigrams } from "./text-match";

describe("text-match", () => {
  it("takes the trigram path only for a run of 3 letters or digits", () => {
    expect(usesTrigrams("abc")).toBe(true);
    expect(usesTrigrams("J24-0")).toBe(true);
    expect(usesTrigrams("Zoë")).toBe(true);
    expect(usesTrigrams("ab")).toBe(false);
    expect(usesTrigrams("J2-0")).toBe(false);
    expect(usesTrigrams("a b c")).toBe(false);
    expect(usesTrigrams("%%%")).toBe(false);
  });

  it("escapes LIKE wildcards and the escape character", () => {
    expect(likeEscape("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});
