import { describe, expect, it } from "vitest";
import { fakeContext } from "../core/fake-context";
import { RECORD_EDIT, respondentCommand } from "./respondent-context";

const focused = (path: string, pattern: string, params: Record<string, string>) => ({
  path,
  title: "Ana Lee",
  pattern,
  params,
});

describe("respondentCommand", () => {
  const ran: number[] = [];
  const command = respondentCommand({
    id: "respondents.test",
    title: "Test",
    run: (_ctx, id) => {
      ran.push(id);
    },
  });

  it("is a Respondents command scoped to the record tabs", () => {
    expect(command.category).toBe("Respondents");
    expect(command.scope).toEqual(RECORD_EDIT);
  });

  it("is offered on a record tab and runs with its member's id", async () => {
    const { ctx } = fakeContext({
      focused: focused("/respondent/12", "/respondent/:resid", { resid: "12" }),
    });
    expect(command.when?.(ctx)).toBe(true);
    await command.run(ctx, undefined);
    expect(ran).toEqual([12]);
  });

  it("is not offered, and does nothing, without a record id in the focused tab", async () => {
    ran.length = 0;
    for (const f of [
      focused("/newrespondents", "/newrespondents", {}),
      focused("/respondent/x", "/respondent/:resid", { resid: "x" }),
      focused("/job/edit/3", "/job/edit/:id", { id: "3" }),
    ]) {
      const { ctx } = fakeContext({ focused: f });
      expect(command.when?.(ctx)).toBe(false);
      await command.run(ctx, undefined);
    }
    expect(ran).toEqual([]);
  });
});
