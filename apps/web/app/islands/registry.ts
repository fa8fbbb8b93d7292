import type { IslandComponent } from "./island";
import type { IslandName } from "./names";

// biome-ignore lint/suspicious/noExplicitAny: each island has its own props, read back from JSON
type AnyIsland = IslandComponent<any>;

/**
 * Every island of the public pages, by the name its pre-rendered wrapper carries. The browser loads
 * only the islands a page contains, each in its own chunk; a page without islands loads no script.
 * Adding an island: name it in names.ts, wrap the component with island("name", Component) and
 * list it here.
 */
export const islandLoaders = {
  "site-header": () => import("~/components/site/site-header").then((m) => m.SiteHeader),
  "theme-toggle": () => import("~/components/site/theme-toggle").then((m) => m.ThemeToggle),
  "landing-demo-video": () => import("~/components/video/landing-demo-video").then((m) => m.LandingDemoVideo),
  "dashboard-showcase": () =>
    import("~/components/landing/dashboard-showcase").then((m) => m.DashboardShowcase),
  "video-testimonials": () =>
    import("~/components/landing/video-testimonials").then((m) => m.VideoTestimonials),
  "landing-faq": () => import("~/components/landing/faq-section").then((m) => m.FaqSection),
  "help-search": () => import("~/components/help/help-search").then((m) => m.HelpSearch),
  "help-quick-cards": () => import("~/components/help/quick-cards").then((m) => m.QuickCards),
  "help-video-tutorials": () => import("~/components/help/video-tutorials").then((m) => m.VideoTutorials),
  "help-step-guides": () => import("~/components/help/step-guides").then((m) => m.StepGuides),
  "help-faq": () => import("~/components/help/faq-section").then((m) => m.FaqSection),
  "affiliate-form": () => import("~/components/affiliates/application-form").then((m) => m.ApplicationForm),
  "affiliate-faq": () => import("~/components/affiliates/affiliate-faq").then((m) => m.AffiliateFaq),
} satisfies Record<IslandName, () => Promise<AnyIsland>>;
