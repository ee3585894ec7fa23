import { m } from "../../../../core/i18n/messages";

/** The three tools the overview points to, with one line each (quick actions and the empty state). */
export const DASHBOARD_TOOLS = [
  {
    action: m.dashboard_tool_upload_action,
    path: "/dashboard/processor",
    line: m.dashboard_tool_upload_line,
  },
  {
    action: m.dashboard_tool_create_action,
    path: "/dashboard/generator",
    line: m.dashboard_tool_create_line,
  },
  {
    action: m.dashboard_tool_convert_action,
    path: "/dashboard/bank-statements",
    line: m.dashboard_tool_convert_line,
  },
] as const;
