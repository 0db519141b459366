import { useMemo } from "react";
import type { FieldValues } from "react-hook-form";
import { z } from "zod";
import { type FieldSpec, RecordForm } from "../../../../components/ui/record-form";
import { callApi } from "../../../../lib/call-api";
import { toast } from "../../../../lib/toast";
import { calls, useRoles, usersChanged } from "../api/users-api";
import { RIGHT_GROUPS } from "../model/right-groups";
import { usersScreen } from "../state/users-screen";
import { CloseButton, FormDialog } from "./form-dialog";

/** One checklist field per group of rights: `group0`, `group1`… */
const groupField = (i: number) => `group${i}`;

const FIELDS: FieldSpec[] = [
  { name: "name", label: "Role name", maxLength: 100, autoComplete: "off" },
  ...RIGHT_GROUPS.map(
    (g, i): FieldSpec => ({
      name: groupField(i),
      label: g.title,
      kind: "checklist",
      options: g.rights.map((r) => ({ value: r.code, label: r.label })),
    }),
  ),
];

const formSchema = z.object({
  name: z.string().trim().min(1, "Required").max(100, "At most 100 characters"),
  ...Object.fromEntries(RIGHT_GROUPS.map((_, i) => [groupField(i), z.array(z.string())])),
});

const defaultsOf = (name: string, rights: readonly string[]): FieldValues => ({
  name,
  ...Object.fromEntries(
    RIGHT_GROUPS.map((g, i) => [
      groupField(i),
      g.rights.filter((r) => rights.includes(r.code)).map((r) => r.code),
    ]),
  ),
});

/** The rights the form's checklists hold, in one list. */
const rightsOf = (values: FieldValues): string[] =>
  RIGHT_GROUPS.flatMap((_, i) => (values[groupField(i)] as string[] | undefined) ?? []);

/**
 * The role editor (decision 271, 280): the role's name and the 46 rights in groups, native
 * checkboxes (Tab moves, Space ticks). A change that would leave no administrator is refused with
 * the server's sentence.
 */
export function RoleForm({ roleId }: { roleId: "new" | number }) {
  const roles = useRoles();
  const role = roleId === "new" ? null : (roles.data?.find((r) => r.id === roleId) ?? null);
  const defaults = useMemo(() => defaultsOf(role?.name ?? "", role?.rights ?? []), [role]);
  const title = role ? `Role: ${role.name}` : "New role";
  const onClose = () => usersScreen.editRole(null);
  const ready = roleId === "new" || role !== null;
  return (
    <FormDialog title={title} onClose={onClose}>
      {(setDirty, close) =>
        ready ? (
          <>
            {role ? (
              <p className="users-form-note">
                Held by {role.users} active {role.users === 1 ? "user" : "users"}; a change applies to them at
                once.
              </p>
            ) : null}
            <RecordForm
              id="role-form"
              schema={formSchema}
              fields={FIELDS}
              defaults={defaults}
              autoFocus
              onDirtyChange={setDirty}
              onSubmit={async (values) => {
                const answer = await callApi(calls.saveRole, {
                  id: role?.id ?? null,
                  name: String(values.name),
                  rights: rightsOf(values) as never,
                });
                if (!answer.succeeded) {
                  toast.error("Error!", answer.errors.join(" "));
                  return false;
                }
                await usersChanged();
                toast.success("Role saved.", null);
                onClose();
                return true;
              }}
              actions={<CloseButton onClick={close} />}
            />
          </>
        ) : (
          <p>{roles.error ? roles.error.message : "Loading the role…"}</p>
        )
      }
    </FormDialog>
  );
}
