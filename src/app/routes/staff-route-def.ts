import type { ComponentType, LazyExoticComponent } from "react";
import type { ConfigFlag } from "../../../server/contracts/config";
import type { RightCode } from "../../../server/contracts/rights-codes";
import type { RoutePattern } from "./route-patterns";

/** What a routed page receives: the wouter params of its pattern. */
type PageProps = { params: Record<string, string | undefined> };
export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/** One staff route (the workspace registers its views from this table). */
export interface StaffRouteDef {
  /** A pattern of the one route-pattern module (decision 111), e.g. "/job/edit/:id". */
  path: RoutePattern;
  title: string;
  /** permission guard securityData: access-allowed/{right} must succeed, else /accessdenied/{right} */
  right?: RightCode;
  /** the page exists only when this server flag is true, else /accessdenied */
  flag?: ConfigFlag;
  component: LazyPage;
}
