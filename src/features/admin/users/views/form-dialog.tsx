import { type ReactNode, useState } from "react";
import { DiscardChangesDialog, Modal } from "../../../../components/ui/modal";

/**
 * A record form in a dialog, as the configuration page has it: Escape or Close asks before
 * unsaved changes are dropped. `children` gets the dirty setter and the close action.
 */
export function FormDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: (setDirty: (dirty: boolean) => void, close: () => void) => ReactNode;
}) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => (dirty ? setAsking(true) : onClose());
  return (
    <Modal open wide title={title} onClose={close}>
      {children(setDirty, close)}
      <DiscardChangesDialog
        open={asking}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
        onKeep={() => setAsking(false)}
      />
    </Modal>
  );
}

export const CloseButton = ({ onClick }: { onClick: () => void }) => (
  <button type="button" className="btn btn-secondary" onClick={onClick}>
    Close
  </button>
);
