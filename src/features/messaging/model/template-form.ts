import {
  isSmsKind,
  TEMPLATE_KIND_LABELS,
  TEMPLATE_KINDS,
  type TemplateKind,
} from "../../../../server/contracts/messaging/template-constants";
import type { FieldSpec } from "../../../components/ui/record-form";
import type { Template } from "../api/messaging-api";

const KIND_OPTIONS = TEMPLATE_KINDS.map((k) => ({ value: k, label: TEMPLATE_KIND_LABELS[k] }));
export const kindLabel = (kind: string) => TEMPLATE_KIND_LABELS[kind as TemplateKind] ?? kind;

/** The plain fields of the template form; html has its own rich-text box. */
export function templateFields(kind: TemplateKind): FieldSpec[] {
  const head: FieldSpec[] = [
    { name: "name", label: "Name", maxLength: 120 },
    { name: "kind", label: "Used for", kind: "select", options: KIND_OPTIONS, emptyLabel: "Choose…" },
  ];
  if (isSmsKind(kind))
    return [
      ...head,
      { name: "smsText", label: "SMS text", kind: "textarea", wide: true, rows: 4, maxLength: 1600 },
    ];
  return [
    ...head,
    { name: "subject", label: "Subject", wide: true, maxLength: 300 },
    { name: "plainText", label: "Plain-text alternative", kind: "textarea", wide: true, rows: 5 },
  ];
}

export const blankTemplate = (): Omit<Template, "updatedAt"> => ({
  id: 0,
  name: "",
  kind: "general-email",
  subject: "",
  html: "",
  plainText: "",
  smsText: "",
});
