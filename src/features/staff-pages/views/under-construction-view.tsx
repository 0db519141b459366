import "../../../components/ui/data-table.css";
/** underconstruction (product §2.2, decision 276): the target of a hidden list; says so plainly. */
export default function UnderConstructionView() {
  return (
    <section className="screen" aria-labelledby="under-construction-title">
      <header className="screen-head">
        <h1 id="under-construction-title">Under construction</h1>
      </header>
      <div className="screen-body">
        <p>This page is not ready yet.</p>
        <p>
          Everything you can do now is in the staff menu and in the command palette (Ctrl+K, ⌘K on a Mac).
        </p>
      </div>
    </section>
  );
}
