import { useMemo } from "react";
import type { FieldValues } from "react-hook-form";
import { z } from "zod";
import { type FieldSpec, RecordForm } from "../../../../components/ui/record-form";
import { callApi } from "../../../../lib/call-api";
import { toast } from "../../../../lib/toast";
import { calls, type UserRow, useRoles, usersChanged } from "../api/users-api";
import { usersScreen } from "../state/users-screen";
import { CloseButton, FormDialog } from "./form-dialog";

const formSchema = z.object({
  firstName: z.string().trim().min(1, "Required").max(100, "At most 100 characters"),
  lastName: z.string().trim().min(1, "Required").max(100, "At most 100 characters"),
  email: z.string().trim().toLowerCase().email("Enter a valid e-mail address").max(254, "Too long"),
  position: z.string().trim().max(100, "At most 100 characters"),
  roles: z.array(z.string()).min(1, "Choose at least one role"),
  isActive: z.boolean(),
  notes: z.string().max(4000, "At most 4000 characters"),
});

const defaultsOf = (row: UserRow | null): FieldValues => ({
  firstName: row?.firstName ?? "",
  lastName: row?.lastName ?? "",
  email: row?.email ?? "",
  position: row?.position ?? "",
  roles: row?.roleIds.map(String) ?? [],
  isActive: row?.isActive ?? true,
  notes: row?.notes ?? "",
});

/** Saves the user, then the notes when they changed (users/UpdateNotes is their own call). */
async function save(row: UserRow | null, values: FieldValues): Promise<boolean> {
  const email = String(values.email);
  const answer = await callApi(calls.saveUser, {
    id: row?.id ?? null,
    firstName: String(values.firstName),
    lastName: String(values.lastName),
    email,
    position: String(values.position ?? "").trim() || null,
    roleIds: (values.roles as string[]).map(Number),
    isActive: values.isActive === true,
  });
  if (!answer.succeeded) {
    toast.error("Error!", answer.errors.join(" "));
    return false;
  }
  const notes = String(values.notes ?? "").trim();
  if (notes !== (row?.notes ?? "")) {
    const saved = await callApi(calls.userNotes, { username: row?.username ?? email, notes: notes || null });
    if (!saved.succeeded) {
      toast.error("Error!", saved.errors.join(" "));
      return false;
    }
  }
  await usersChanged();
  toast.success(
    "Successfully Saved!",
    row
      ? null
      : `${values.firstName} ${values.lastName} is invited: the mail holds a link to set a password.`,
  );
  usersScreen.editUser(null);
  return true;
}

/**
 * Add or edit a user in the one record form (decision 280): names, e-mail (the user name, fixed
 * once made), position, roles, active and notes. A new user gets the invitation mail.
 */
export function UserForm({ row }: { row: UserRow | null }) {
  const roles = useRoles();
  const fields = useMemo<FieldSpec[]>(
    () => [
      { name: "firstName", label: "First name", maxLength: 100, autoComplete: "off" },
      { name: "lastName", label: "Last name", maxLength: 100, autoComplete: "off" },
      ...(row
        ? []
        : [{ name: "email", label: "E-mail (the user name)", inputType: "email", maxLength: 254 }]),
      { name: "position", label: "Position", kind: "select", lookup: "EmployeePosition" },
      {
        name: "roles",
        label: "Roles",
        kind: "checklist",
        options: (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
      },
      { name: "isActive", label: "Active (may sign in)", kind: "checkbox" },
      { name: "notes", label: "Notes", kind: "textarea", maxLength: 4000, rows: 3 },
    ],
    [row, roles.data],
  );
  const title = row ? `Edit ${row.fullName}` : "New user";
  return (
    <FormDialog title={title} onClose={() => usersScreen.editUser(null)}>
      {(setDirty, close) =>
        roles.data ? (
          <>
            {row ? <p className="users-form-note">User name: {row.username}</p> : null}
            <RecordForm
              id="user-form"
              schema={formSchema}
              fields={fields}
              defaults={defaultsOf(row)}
              autoFocus
              onDirtyChange={setDirty}
              onSubmit={(values) => save(row, values)}
              actions={<CloseButton onClick={close} />}
            />
          </>
        ) : (
          <p>Loading the roles…</p>
        )
      }
    </FormDialog>
  );
}
