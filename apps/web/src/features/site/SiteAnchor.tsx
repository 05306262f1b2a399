import { Anchor, type AnchorProps } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteLink } from "./siteMenus.ts";
import { useSitePath } from "./useEmbedded.ts";

/**
 * A link of the public site: an app path through the router (keeping the frame mode), an outside
 * address as a plain link (a new tab when asked, without handing it this page), or plain text.
 */
export const SiteAnchor = ({
  link,
  children,
  ...props
}: AnchorProps & { link: SiteLink; children: ReactNode }) => {
  const sitePath = useSitePath();
  if (link.kind === "internal")
    return (
      <Anchor component={Link} to={sitePath(link.to)} {...props}>
        {children}
      </Anchor>
    );
  if (link.kind === "external")
    return (
      <Anchor
        href={link.href}
        {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...props}
      >
        {children}
      </Anchor>
    );
  return <span>{children}</span>;
};

/** The link of a field pair `link_url` + `link_target` of slides, calls and highlights. */
export const urlLink = (url: string | null | undefined, target: string | null | undefined): SiteLink =>
  url && /^https?:\/\//i.test(url)
    ? { kind: "external", href: url, newTab: target === "blank" }
    : { kind: "none" };
