import { useQuery } from "@tanstack/react-query";
import type { ConfigItemRow } from "../../../../../server/contracts/admin/config-items";
import * as calls from "../../../../../server/contracts/admin/config-items-calls";
import { callApi } from "../../../../lib/call-api";
import type { ApiResult } from "../../../../lib/http";
import { queryClient } from "../../../../lib/query-client";
import { readQuery } from "../../../../lib/read-query";
import { forgetServerConfig } from "../../../../lib/server-config";

export type { ConfigItemRow };
export { calls };

export const configKeys = {
  items: ["admin-config", "items"] as const,
  history: (key: string) => ["admin-config", "history", key] as const,
};

export const useConfigItems = () =>
  useQuery(readQuery(configKeys.items, calls.configItems, {}, { what: "the settings" }));

export const useConfigHistory = (key: string | null) =>
  useQuery(
    readQuery(
      configKeys.history(key ?? ""),
      calls.configItemHistory,
      { key: key ?? "" },
      { enabled: !!key, what: "the changes" },
    ),
  );

/** Every item, for the commands' pickers. */
export async function loadConfigItems(): Promise<ConfigItemRow[]> {
  const answer = await callApi(calls.configItems, {}, { hideLoadingBar: true });
  return answer.succeeded ? answer.value : [];
}

/**
 * After a change: this page's list and history load again, and so does every flag and value the
 * shell, menus and pages read (decision 273), so a switched menu entry shows or hides at once.
 */
async function afterChange<T>(answer: ApiResult<T>): Promise<ApiResult<T>> {
  if (answer.succeeded) {
    forgetServerConfig();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["config"] }),
      queryClient.invalidateQueries({ queryKey: ["admin-config"] }),
    ]);
  }
  return answer;
}

export const saveConfigValue = async (key: string, value: string | boolean) =>
  afterChange(await callApi(calls.updateConfigItem, { key, value }));

export const revertConfigItem = async (key: string) =>
  afterChange(await callApi(calls.revertConfigItem, { key }));

export const deleteConfigItem = async (key: string) =>
  afterChange(await callApi(calls.deleteConfigItem, { key }));
