import { Image } from "@mantine/core";
import { tenantTitle, useApp } from "../../platform/state/appStore.ts";

/** The tenant's logo for the current colour scheme, the product icon when it has none. */
export const TenantLogo = ({ height = 36 }: { height?: number }) => {
  const dark = useApp((state) => state.dark);
  const logos = useApp((state) => state.logos);
  const title = useApp(tenantTitle);
  const src = (dark ? (logos.dark ?? logos.light) : (logos.light ?? logos.dark)) ?? "/icons/icon-192.png";
  return <Image src={src} alt={title ?? "Quadra"} h={height} w="auto" fit="contain" />;
};
