import type { Config } from "@react-router/dev/config";
import { isClientRoute } from "@tostao/core";

export default {
  appDirectory: "app",
  // Every static public route is pre-rendered to HTML; the admin, dashboard and chat render in
  // the browser from the SPA fallback.
  ssr: false,
  async prerender({ getStaticPaths }) {
    return getStaticPaths().filter((path) => !isClientRoute(path));
  },
} satisfies Config;
