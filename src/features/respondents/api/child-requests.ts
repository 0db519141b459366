import { createScreenState } from "../../../workspace/screen-state";

/**
 * Requests from the children commands to the respondent record ("add a child" opens a blank
 * editor on the Children tab) and the rows selected there, which "delete selected children" reads.
 */
const store = createScreenState();

export const childScreens = store.screens;
export const useChildEditorRequest = store.useEditorRequest;
export const useChildSelections = store.useSelections;

/** The kind named in editor requests and delete-allowed (children are RespondentAdmin records). */
export const CHILD_KIND = "respondent-child";
