import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLoaded } from "./use-loaded";

afterEach(cleanup);

function Probe({
  id,
  load,
  use,
}: {
  id: number;
  load: (id: number) => Promise<string>;
  use: (v: string) => void;
}) {
  useLoaded(() => load(id), use, [id]);
  return null;
}

const deferred = () => {
  let resolve: (v: string) => void = () => {};
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("useLoaded", () => {
  it("hands the result over, and drops one that arrives after the inputs changed or the page left", async () => {
    const first = deferred();
    const second = deferred();
    const load = vi.fn((id: number) => (id === 1 ? first.promise : second.promise));
    const use = vi.fn();
    const view = render(<Probe id={1} load={load} use={use} />);
    view.rerender(<Probe id={2} load={load} use={use} />);
    await act(async () => first.resolve("stale"));
    expect(use).not.toHaveBeenCalled();
    await act(async () => second.resolve("fresh"));
    expect(use).toHaveBeenCalledWith("fresh");
    expect(load).toHaveBeenCalledTimes(2);
    const third = deferred();
    const gone = vi.fn();
    const left = render(<Probe id={3} load={() => third.promise} use={gone} />);
    left.unmount();
    await act(async () => third.resolve("late"));
    expect(gone).not.toHaveBeenCalled();
  });

  it("loads nothing when the load answers undefined", () => {
    const use = vi.fn();
    render(<Probe id={1} load={() => undefined as never} use={use} />);
    expect(use).not.toHaveBeenCalled();
  });
});
