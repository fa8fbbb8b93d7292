/** The islands of the public pages; registry.ts says where each one's code lives. */
export type IslandName =
  | "site-header"
  | "theme-toggle"
  | "landing-demo-video"
  | "dashboard-showcase"
  | "video-testimonials"
  | "landing-faq"
  | "help-search"
  | "help-quick-cards"
  | "help-video-tutorials"
  | "help-step-guides"
  | "help-faq"
  | "affiliate-form"
  | "affiliate-faq";
