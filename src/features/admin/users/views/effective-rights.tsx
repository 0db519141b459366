import type { UserRow } from "../api/users-api";
import { useEffectiveRights } from "../api/users-api";
import { RIGHT_GROUPS } from "../model/right-groups";

/**
 * The effective-rights preview of the selected user (decision 271): the union of their roles'
 * rights, grouped as the role editor shows them, each with the roles that grant it.
 */
export function EffectiveRights({ user }: { user: UserRow }) {
  const rights = useEffectiveRights(user.username);
  const from = new Map((rights.data?.rights ?? []).map((r) => [r.code, r.roles]));
  const groups = RIGHT_GROUPS.map((g) => ({ ...g, rights: g.rights.filter((r) => from.has(r.code)) })).filter(
    (g) => g.rights.length,
  );
  return (
    <section className="users-rights" aria-labelledby="users-rights-title">
      <h2 id="users-rights-title">
        Effective rights of {user.fullName} ({from.size} of 46)
      </h2>
      {rights.error ? <p role="alert">{rights.error.message}</p> : null}
      {rights.data && !from.size ? <p>No rights: {user.fullName} holds no role that grants any.</p> : null}
      <div className="users-rights-groups">
        {groups.map((g) => (
          <div key={g.title}>
            <h3>{g.title}</h3>
            <ul>
              {g.rights.map((r) => (
                <li key={r.code}>
                  {r.label} <span className="users-rights-from">from {from.get(r.code)?.join(", ")}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
