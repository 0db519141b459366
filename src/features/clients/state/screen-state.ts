import { createScreenState } from "../../../workspace/screen-state";

/** The client screens' store of selections, list query and editor requests, read by commands/clients. */
const store = createScreenState();

export const clientScreens = store.screens;
export const useEditorRequest = store.useEditorRequest;
export const useSelections = store.useSelections;
