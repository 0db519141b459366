import { createScreenState } from "../../../workspace/screen-state";

/** The job screens' store of selections, list query and editor requests, read by commands/jobs. */
const store = createScreenState();

export const jobScreens = store.screens;
export const useEditorRequest = store.useEditorRequest;
export const useSelections = store.useSelections;
