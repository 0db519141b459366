import { type ReactNode, useRef, useState } from "react";
import { Group, Panel, Separator } from "react-resizable-panels";
import type { LayoutNode, SplitNode } from "./model/layout";
import { actions } from "./store";

/**
 * Two panes side by side or stacked, resizable by mouse or keyboard (the separator). Its own
 * chunk: react-resizable-panels is the staff shell's largest library and a workspace of one pane
 * never needs it.
 */
export default function SplitView({
  node,
  renderChild,
}: {
  node: SplitNode;
  renderChild: (child: LayoutNode) => ReactNode;
}) {
  const firstRef = useRef<HTMLDivElement>(null);
  // The saved size seeds the split once; feeding every drag back as defaultSize would re-layout.
  const [initialSize] = useState(() => node.firstSize ?? "50");
  const [a, b] = node.children;
  const horizontal = node.orientation === "horizontal";
  return (
    <Group
      orientation={node.orientation}
      className="ws-group"
      onLayoutChanged={(_layout, meta) => {
        const el = firstRef.current;
        // Only the user's drags are saved (mount and constraint recomputes are not).
        if (el && meta.isUserInteraction)
          actions.resize(node.id, horizontal ? el.offsetWidth : el.offsetHeight);
      }}
    >
      <Panel id={a.id} elementRef={firstRef} defaultSize={initialSize} minSize={160}>
        {renderChild(a)}
      </Panel>
      <Separator className={`ws-separator ws-separator-${node.orientation}`} />
      <Panel id={b.id} minSize={160}>
        {renderChild(b)}
      </Panel>
    </Group>
  );
}
