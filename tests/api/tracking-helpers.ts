import { signToken } from "../../server/auth/tokens";
import { accounts, staffUsers } from "../../server/db/schema/accounts";
import type { TestServer } from "../helpers/server";

/**
 * A staff user of our own with a signed token, so tracking tests do not depend on the demo
 * logins' data (and two users can be compared for the "someone else" checks).
 */
export async function makeStaff(server: TestServer, username: string) {
  const db = server.deps.db;
  const [user] = await db
    .insert(staffUsers)
    .values({ username, firstName: "Test", lastName: username, email: `${username}@tracking.test` })
    .returning({ id: staffUsers.id });
  if (!user) throw new Error("staff user not created");
  const [account] = await db
    .insert(accounts)
    .values({ kind: "Staff", subjectId: user.id, email: `${username}@tracking.test`, displayName: username })
    .returning({ id: accounts.id });
  if (!account) throw new Error("account not created");
  const { token } = await signToken(
    server.deps.env.jwtSecret,
    { role: "Staff", id: user.id, name: username, accountId: account.id },
    3600,
  );
  return { id: user.id, username, email: `${username}@tracking.test`, token };
}
