import { signToken } from "../../server/auth/tokens";
import type { RightCode } from "../../server/contracts/rights";
import { accounts, roleRights, roles, staffUserRoles, staffUsers } from "../../server/db/schema/accounts";
import type { TestServer } from "./server";

let counter = 0;

/**
 * A signed-in staff user holding exactly the given rights (none: a staff member who may do
 * nothing), for 403 checks that must not depend on the demo roles.
 */
export async function staffWithRights(server: TestServer, rights: RightCode[]): Promise<string> {
  return (await staffPersonWithRights(server, rights)).token;
}

/** The same person, with their staff id and user name (tests about one's own records). */
export async function staffPersonWithRights(server: TestServer, rights: RightCode[]) {
  const db = server.deps.db;
  counter += 1;
  const tag = `t${process.pid}-${counter}-${Date.now()}`;
  const [role] = await db
    .insert(roles)
    .values({ name: `role-${tag}` })
    .returning();
  if (!role) throw new Error("role not created");
  if (rights.length > 0)
    await db.insert(roleRights).values(rights.map((rightCode) => ({ roleId: role.id, rightCode })));
  const username = `${tag}@test.local`;
  const [user] = await db
    .insert(staffUsers)
    .values({ username, firstName: "Test", lastName: tag, email: username })
    .returning();
  if (!user) throw new Error("staff user not created");
  await db.insert(staffUserRoles).values({ staffUserId: user.id, roleId: role.id });
  const [account] = await db
    .insert(accounts)
    .values({ kind: "Staff", subjectId: user.id, email: username, displayName: `Test ${tag}` })
    .returning();
  if (!account) throw new Error("account not created");
  const { token } = await signToken(
    server.deps.env.jwtSecret,
    { role: "Staff", id: user.id, name: username, accountId: account.id },
    3600,
  );
  return { id: user.id, username, token };
}
