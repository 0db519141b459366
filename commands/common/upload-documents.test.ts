import { afterEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_MESSAGES, UPLOAD_RULES } from "../../server/contracts/documents";
import * as documentCalls from "../../server/contracts/documents-calls";
import { uploadClientDocument } from "../clients/upload-document";
import { fakeArea, fakeContext } from "../core/fake-context";
import { uploadJobDocument } from "../jobs/upload-document";

/** The file chooser answers these files (a click is the user's gesture; the dialog is the browser's). */
function chooseFiles(files: File[]) {
  vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(function (this: HTMLInputElement) {
    Object.defineProperty(this, "files", { value: files });
    this.dispatchEvent(new Event("change"));
  });
}

const pdf = new File(["%PDF-1.4"], "brief.pdf", { type: "application/pdf" });
const documents = { kind: "documents" };

function setup(area: "jobs" | "clients", tab: string) {
  const refreshChildren = vi.fn(async () => {});
  const sent: { path: string; input: unknown; files: readonly File[] }[] = [];
  const api = { documentCalls, UPLOAD_MESSAGES, UPLOAD_RULES };
  const record = area === "jobs" ? "job" : "client";
  const { ctx, calls } = fakeContext({
    areas: {
      jobs: fakeArea<"jobs">({ ...api, jobChildren: { documents } }),
      clients: fakeArea<"clients">({ ...api, clientChildren: { documents } }),
      records: fakeArea<"records">({ refreshChildren }),
    },
    focused: {
      path: `/${record}/edit/7/${tab}`,
      title: "Record",
      pattern: `/${record}/edit/:id/:selectedtab`,
      params: { id: "7", selectedtab: tab },
    },
    prompt: async () => "Brief",
    call: async (desc, input, options) => {
      sent.push({ path: desc.path, input, files: options?.files ?? [] });
      return {
        succeeded: true,
        value: [],
        errors: [],
        successMsg: null,
        message: null,
        status: 200,
      } as never;
    },
  });
  return { ctx, calls, sent, refreshChildren };
}

afterEach(() => vi.restoreAllMocks());

describe("the upload-documents commands", () => {
  it("uploads the chosen files to the focused job, refreshes its documents and shows the tab", async () => {
    chooseFiles([pdf]);
    const { ctx, calls, sent, refreshChildren } = setup("jobs", "sessions");
    await uploadJobDocument.run(ctx, undefined);
    expect(sent).toEqual([
      {
        path: "/document/upload",
        input: { parentType: "Job", parentId: 7, description: "Brief" },
        files: [pdf],
      },
    ]);
    expect(refreshChildren).toHaveBeenCalledWith(documents, 7);
    expect(calls).toEqual(['toast.success ["Successfully Saved!"]', 'navigate ["/job/edit/7/documents"]']);
  });

  it("uploads to the focused client and stays on its documents tab", async () => {
    chooseFiles([pdf]);
    const { ctx, calls, sent } = setup("clients", "documents");
    await uploadClientDocument.run(ctx, undefined);
    expect(sent[0]?.input).toEqual({ parentType: "Client", parentId: 7, description: "Brief" });
    expect(calls).toEqual(['toast.success ["Successfully Saved!"]']);
  });

  it("refuses a file over the limit before sending anything", async () => {
    const huge = new File(["x"], "huge.pdf", { type: "application/pdf" });
    Object.defineProperty(huge, "size", { value: UPLOAD_RULES.maxBytes + 1 });
    chooseFiles([huge]);
    const { ctx, calls, sent } = setup("jobs", "documents");
    await uploadJobDocument.run(ctx, undefined);
    expect(sent).toEqual([]);
    expect(calls).toEqual([`toast.error ${JSON.stringify(["Error!", UPLOAD_MESSAGES.tooBig("huge.pdf")])}`]);
  });
});
