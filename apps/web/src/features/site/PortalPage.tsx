import { PublishedHome } from "./PublishedHome.tsx";
import { SiteLayout } from "./SiteLayout.tsx";

/** The portal's front page for visitors (/portal): what the home page shows people logged in. */
export const PortalPage = () => (
  <SiteLayout>
    <PublishedHome showEmpty />
  </SiteLayout>
);
