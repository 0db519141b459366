import { forwardRef, useImperativeHandle, useRef } from "react";

/** What the template editor asks of its rich-text box: insert a merge tag where the caret is. */
export interface RichTextHandle {
  insert(text: string): void;
}

interface Props {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
}

/**
 * The one place the template screen's rich-text editor lives. It stands for the shared tiptap
 * editor (limited toolbar, links in a new tab, 200 px high) until that component is merged; the
 * screen talks only to this wrapper, so the swap is one file.
 */
export const RichTextField = forwardRef<RichTextHandle, Props>(function RichTextField(
  { id, label, value, onChange },
  ref,
) {
  const box = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => ({
    insert(text: string) {
      const el = box.current;
      if (!el) return onChange(value + text);
      const at = el.selectionStart ?? value.length;
      const next = value.slice(0, at) + text + value.slice(el.selectionEnd ?? at);
      onChange(next);
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(at + text.length, at + text.length);
      });
    },
  }));
  return (
    <div className="field wide">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={box}
        className="input rich-text-html"
        style={{ height: 200 }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
});
