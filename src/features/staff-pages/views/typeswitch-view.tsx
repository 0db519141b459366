import "../../../components/ui/data-table.css";
import "./staff-pages.css";
import { useEffect } from "react";
import { useConfigFlag } from "../../../lib/server-config";
import { actions } from "../../../workspace/store";
import { panelTypes } from "../model/panel-types";

/**
 * typeswitch (product §2.2, decision 276): which kind of panel member to add, before the
 * new-member form. Only the panels the server flags allow are offered; with only one, the page
 * goes straight on to its form. The choice replaces this page in its tab.
 */
export default function TypeswitchView() {
  const types = panelTypes({
    business: useConfigFlag("IsBusinessPanelAllowed"),
    impairment: useConfigFlag("IsDisabilityPanelAllowed"),
  });
  const only = types?.length === 1 ? types[0] : undefined;
  useEffect(() => {
    if (only) actions.navigateTo(only.path);
  }, [only]);
  if (!types || only) return <p className="screen-body">Loading…</p>;
  return (
    <section className="screen" aria-labelledby="typeswitch-title">
      <header className="screen-head">
        <h1 id="typeswitch-title">New panel member</h1>
      </header>
      <div className="screen-body">
        <p id="typeswitch-hint">Which kind of panel member are you adding?</p>
        <ul className="typeswitch-choices" aria-describedby="typeswitch-hint">
          {types.map((t, i) => (
            <li key={t.id}>
              <button
                type="button"
                className="btn btn-secondary"
                autoFocus={i === 0}
                aria-describedby={`typeswitch-${t.id}`}
                onClick={() => actions.navigateTo(t.path)}
              >
                {t.label}
              </button>
              <span id={`typeswitch-${t.id}`} className="ws-note">
                {t.hint}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
