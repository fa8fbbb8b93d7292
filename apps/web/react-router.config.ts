import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Every static route (the public site) is pre-rendered to HTML; the dashboard, admin and chat
  // render in the browser from the SPA fallback.
  ssr: false,
  async prerender({ getStaticPaths }) {
    return getStaticPaths();
  },
} satisfies Config;
