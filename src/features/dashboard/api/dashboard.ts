import { useQuery } from "@tanstack/react-query";
import { dashboardSchema } from "../../../../server/contracts/workspace";
import { http } from "../../../lib/http";

/** The staff home's data; one shared query cache, so every pane showing it agrees. */
export function useDashboard() {
  return useQuery({
    queryKey: ["workspace", "dashboard"],
    queryFn: async () => {
      const answer = await http.get("/api/workspace/dashboard", dashboardSchema, { hideLoadingBar: true });
      if (!answer.succeeded) throw new Error(answer.errors[0] ?? "The dashboard could not be loaded.");
      return answer.value;
    },
    refetchInterval: 60_000,
  });
}
