import { describe, expect, it } from "vitest";
import { setTabSelection } from "../workspace/selection";
import { actions } from "../workspace/store";
import { buildCommandContext } from "./command-context";
import { registerWorkspaceViews } from "./workspace-views";

const base = {
  prompt: async () => null,
  confirm: async () => true,
  showShortcuts: () => {},
  otherPane: false,
};
const user = { id: "1", name: "Alex", rights: new Set<string>(), flags: {} };

describe("buildCommandContext", () => {
  registerWorkspaceViews();

  it("gives a command the focused tab and the rows selected in it, not another tab's", () => {
    actions.open("/client");
    actions.open("/job");
    setTabSelection("/client", [{ id: 4 }]);
    setTabSelection("/job", [{ id: 9 }, { id: 10 }]);
    const onJobs = buildCommandContext(base, user);
    expect(onJobs.focused?.path).toBe("/job");
    expect(onJobs.selection).toEqual([{ id: 9 }, { id: 10 }]);

    actions.open("/client");
    expect(buildCommandContext(base, user).selection).toEqual([{ id: 4 }]);
  });
});
