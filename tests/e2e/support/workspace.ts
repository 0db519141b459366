import { apiAs, type DemoUser } from "./api";

/**
 * Staff layouts are saved on the server per user, so one spec (or a failed attempt before its
 * retry) would hand its panes and tabs to the next. An empty layout cannot be restored and the
 * workspace starts clean (decision 032): each workspace spec begins from there.
 */
export async function resetWorkspace(who: DemoUser) {
  const api = await apiAs(who);
  const answer = await api.postJson("/api/workspace/layout/update", { layout: {} });
  if (!answer.body.succeeded) throw new Error(`could not reset the ${who}'s layout`);
}
