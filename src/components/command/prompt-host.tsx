import { useState } from "react";
import type { ConfirmOptions, PromptOptions } from "../../../commands/core/types";
import { atom, store, useAtomValue } from "../../lib/store";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";

/** The palette's `prompt` and `confirm` for commands: promises answered by a small dialog. */
type Request =
  | {
      kind: "prompt";
      text: string;
      initial: string;
      options: PromptOptions;
      resolve: (v: string | null) => void;
    }
  | {
      kind: "confirm";
      text: string;
      title: string;
      options: ConfirmOptions;
      resolve: (v: boolean) => void;
    };

const requestAtom = atom<Request | null>(null);
const set = (r: Request | null) => store.set(requestAtom, r);

export const promptHost = {
  prompt: (text: string, initial = "", options: PromptOptions = {}) =>
    new Promise<string | null>((resolve) => set({ kind: "prompt", text, initial, options, resolve })),
  confirm: (text: string, title = "Are you sure?", options: ConfirmOptions = {}) =>
    new Promise<boolean>((resolve) => set({ kind: "confirm", text, title, options, resolve })),
};

export function PromptHost() {
  const request = useAtomValue(requestAtom);
  if (!request) return null;
  return request.kind === "prompt" ? (
    <PromptDialog request={request} />
  ) : (
    <ConfirmRequest request={request} />
  );
}

function PromptDialog({ request }: { request: Extract<Request, { kind: "prompt" }> }) {
  const [value, setValue] = useState(request.initial);
  const [error, setError] = useState<string | null>(null);
  const done = (answer: string | null) => {
    // A wrong value keeps the dialog open with the error inline, so nothing is retyped (M11).
    const problem = answer === null ? null : (request.options.validate?.(answer) ?? null);
    if (problem) {
      setError(problem);
      return;
    }
    set(null);
    request.resolve(answer);
  };
  return (
    <Modal
      open
      title={request.text}
      onClose={() => done(null)}
      footer={
        <>
          <Button onClick={() => done(value)}>Save</Button>
          <Button variant="secondary" onClick={() => done(null)}>
            Cancel
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          done(value);
        }}
      >
        <input
          className="input"
          aria-label={request.text}
          value={value}
          maxLength={60}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "prompt-error" : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id="prompt-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

function ConfirmRequest({ request }: { request: Extract<Request, { kind: "confirm" }> }) {
  const { confirmLabel, cancelLabel, destructive = false } = request.options;
  const done = (answer: boolean) => {
    set(null);
    request.resolve(answer);
  };
  return (
    <Modal
      open
      title={request.title}
      onClose={() => done(false)}
      footer={
        <>
          <Button
            variant={destructive ? "danger" : "primary"}
            onClick={() => done(true)}
            autoFocus={!destructive}
          >
            {confirmLabel ?? "Yes"}
          </Button>
          <Button
            variant="secondary"
            onClick={() => done(false)}
            autoFocus={destructive}
            data-autofocus={destructive || undefined}
          >
            {cancelLabel ?? "No"}
          </Button>
        </>
      }
    >
      <p>{request.text}</p>
    </Modal>
  );
}
