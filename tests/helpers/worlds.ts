import { apiClient, DEMO } from "./client";
import { startTestServer } from "./server";

/** A fresh test server and a client for it: the world of a file that signs in by itself. */
export async function apiWorld() {
  const server = await startTestServer();
  return { server, api: apiClient(server) };
}

/** apiWorld with a token for each demo role, `t.admin` … `t.respondent`. */
export async function signedInWorld() {
  const { server, api } = await apiWorld();
  const t = { admin: "", recruiter: "", client: "", respondent: "" };
  for (const who of Object.keys(t) as (keyof typeof t)[])
    t[who] = await api.login(DEMO[who].username, DEMO[who].password);
  return { server, api, t };
}
