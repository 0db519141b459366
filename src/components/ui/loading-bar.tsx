/** The top loading bar (product §2.9): an indeterminate strip while requests run. */
export function LoadingBar({ active }: { active: boolean }) {
  return (
    <div
      className={`loading-bar${active ? " loading-bar-active" : ""}`}
      role="progressbar"
      aria-label="Loading"
      aria-hidden={!active}
      data-testid="loading-bar"
    />
  );
}
