import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState } from "react";
import "./rich-text-editor.css";

export interface MergeField {
  /** The tag inserted, without braces: "firstName" becomes {{firstName}}. */
  key: string;
  label: string;
}

export interface RichTextEditorProps {
  label: string;
  /** HTML; the server sanitises it on save. */
  value: string;
  onChange(html: string): void;
  /** Product §5: the older editor forces pasting to plain text. */
  plainPaste?: boolean;
  /** Merge fields offered in the toolbar (e-mail templates). */
  mergeFields?: readonly MergeField[];
  error?: string | null;
  disabled?: boolean;
}

/** A merge tag is a valid link target: the server replaces it with a URL it generated. */
const MERGE_TAG = /^\{\{[A-Za-z_]+\}\}$/;

/**
 * The one rich-text editor (decision 119): tiptap with the limited toolbar of product §5 (bold,
 * italic, underline, lists, link with "open in a new tab", undo), 200 px high, keyboard shortcuts
 * of tiptap (Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+Z). Loaded only in lazy screen chunks.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const id = useId();
  const { value, onChange, plainPaste, disabled } = props;
  // The value given from outside and the HTML the editor made of it: an update that only tidies
  // that HTML (or an undo back to it) reports the value as given, so an untouched record never
  // looks changed (walkthrough M2).
  const given = useRef({ value, html: "" });
  const report = (html: string) => onChange(html === given.current.html ? given.current.value : html);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: { target: null, rel: null },
          isAllowedUri: (url, ctx) => MERGE_TAG.test(url) || ctx.defaultValidate(url),
        },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": props.label,
        class: "rte-content",
        ...(props.error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
      },
      handlePaste: (view, event) => {
        if (!plainPaste) return false;
        const text = event.clipboardData?.getData("text/plain") ?? "";
        view.dispatch(view.state.tr.insertText(text));
        return true;
      },
    },
    onCreate: ({ editor: e }) => {
      given.current = { value: given.current.value, html: e.isEmpty ? "" : e.getHTML() };
    },
    onUpdate: ({ editor: e }) => report(e.isEmpty ? "" : e.getHTML()),
  });

  // A value set from outside (a loaded record, a reset) replaces the content; typing does not echo.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const html = editor.isEmpty ? "" : editor.getHTML();
    const showing = html === given.current.html ? given.current.value : html;
    if (value === showing || (value === "" && editor.isEmpty)) return;
    editor.commands.setContent(value, { emitUpdate: false });
    given.current = { value, html: editor.isEmpty ? "" : editor.getHTML() };
  }, [editor, value]);
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);

  return (
    <div className={`field rte${props.error ? " field-invalid" : ""}`}>
      <span className="rte-label" id={`${id}-label`}>
        {props.label}
      </span>
      {editor ? <Toolbar editor={editor} label={props.label} mergeFields={props.mergeFields ?? []} /> : null}
      <EditorContent editor={editor} />
      {props.error ? (
        <small id={`${id}-error`} className="field-error" role="alert">
          {props.error}
        </small>
      ) : null}
    </div>
  );
}

function Toolbar({
  editor,
  label,
  mergeFields,
}: {
  editor: Editor;
  label: string;
  mergeFields: readonly MergeField[];
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  const toggle = (name: string, pressed: boolean, run: () => void, key: string) => (
    <button type="button" className="rte-btn" aria-pressed={pressed} title={`${name} (${key})`} onClick={run}>
      {name}
    </button>
  );
  return (
    <>
      <div className="rte-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {toggle("Bold", state.bold, () => chain().toggleBold().run(), "Ctrl+B")}
        {toggle("Italic", state.italic, () => chain().toggleItalic().run(), "Ctrl+I")}
        {toggle("Underline", state.underline, () => chain().toggleUnderline().run(), "Ctrl+U")}
        {toggle("Bullets", state.bullet, () => chain().toggleBulletList().run(), "Ctrl+Shift+8")}
        {toggle("Numbers", state.ordered, () => chain().toggleOrderedList().run(), "Ctrl+Shift+7")}
        {toggle("Link", state.link || linkOpen, () => setLinkOpen((open) => !open), "Ctrl+K in the link box")}
        <button
          type="button"
          className="rte-btn"
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        >
          Undo
        </button>
        <button
          type="button"
          className="rte-btn"
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        >
          Redo
        </button>
        {mergeFields.length > 0 ? (
          <select
            className="rte-merge"
            aria-label="Insert merge field"
            value=""
            onChange={(e) => {
              if (e.target.value) chain().insertContent(`{{${e.target.value}}}`).run();
            }}
          >
            <option value="">Insert field…</option>
            {mergeFields.map((f) => (
              <option key={f.key} value={f.key}>
                {f.label}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      {linkOpen ? <LinkBox editor={editor} close={() => setLinkOpen(false)} /> : null}
    </>
  );
}

/** The link row under the toolbar: address, "open in a new tab", apply or remove. */
function LinkBox({ editor, close }: { editor: Editor; close(): void }) {
  const current = editor.getAttributes("link") as { href?: string; target?: string | null };
  const [href, setHref] = useState(current.href ?? "");
  const [newTab, setNewTab] = useState(current.target === "_blank");
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange("link");
    if (href.trim()) chain.setLink({ href: href.trim(), target: newTab ? "_blank" : null }).run();
    else chain.unsetLink().run();
    close();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the row, as in a dialog
    <div
      className="rte-link"
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          close();
          editor.commands.focus();
        }
        if (e.key === "Enter") {
          e.preventDefault();
          apply();
        }
      }}
    >
      <input
        className="input"
        aria-label="Link address"
        placeholder="https://… or {{surveyLink}}"
        value={href}
        autoFocus
        onChange={(e) => setHref(e.target.value)}
      />
      <label>
        <input type="checkbox" checked={newTab} onChange={(e) => setNewTab(e.target.checked)} /> Open in a new
        tab
      </label>
      <button type="button" className="btn btn-secondary" onClick={apply}>
        Apply
      </button>
      <button
        type="button"
        className="btn btn-link"
        onClick={() => {
          editor.chain().focus().extendMarkRange("link").unsetLink().run();
          close();
        }}
      >
        Remove link
      </button>
    </div>
  );
}
