import type { ApprovalQueueKey, MenuGroupId } from "@quadra/shared";
import { APPROVAL_QUEUE_KEYS, APPROVAL_QUEUES, RESOURCES } from "@quadra/shared";
import type { Icon } from "@tabler/icons-react";
import {
  IconApps,
  IconBallFootball,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconBuildingStadium,
  IconCalendarEvent,
  IconCategory,
  IconCategory2,
  IconChecklist,
  IconClockPlay,
  IconDatabase,
  IconDeviceMobile,
  IconDisabled,
  IconDownload,
  IconFileCertificate,
  IconFileExport,
  IconFileImport,
  IconFileInvoice,
  IconFiles,
  IconFileText,
  IconFolders,
  IconGavel,
  IconHeartbeat,
  IconHelp,
  IconHistory,
  IconHome,
  IconHomeSearch,
  IconId,
  IconIdBadge2,
  IconInfoCircle,
  IconKey,
  IconLayoutGrid,
  IconLifebuoy,
  IconLink,
  IconListDetails,
  IconMap,
  IconMap2,
  IconMapPin,
  IconMapPins,
  IconMenu2,
  IconMovie,
  IconNews,
  IconNotebook,
  IconPhoto,
  IconPlugConnected,
  IconPuzzle,
  IconReceiptTax,
  IconReportAnalytics,
  IconRoad,
  IconRocket,
  IconSchool,
  IconScissors,
  IconShieldLock,
  IconShirtSport,
  IconSlideshow,
  IconSpeakerphone,
  IconStar,
  IconTrophy,
  IconUser,
  IconUserPin,
  IconUsersGroup,
  IconWorld,
} from "@tabler/icons-react";
import { ROUTES } from "./routeTable.ts";
import type { RouteDef } from "./routeTypes.ts";

/** Where a menu item sits: the portal's own pages ("main") or one of the admin groups of spec §2. */
export type MenuSection = "main" | MenuGroupId;

/**
 * Menu items are data pointing at routes: the label is the route's title and the item inherits the
 * route's flags, so it shows only where the route has a screen and the guard would let the person in.
 */
export type MenuItem = {
  routeId: string;
  section: MenuSection;
  icon: Icon;
  /** An approval queue: the menu shows how many records wait in it (GET approvals/counts). */
  approval?: ApprovalQueueKey;
};

/**
 * One item per approval queue, in the documentation and approval group, pointing at the queue's
 * screen (APPROVAL_QUEUES names its route); like any item it shows once that route has a screen.
 */
export const approvalMenuItems = (): MenuItem[] =>
  APPROVAL_QUEUE_KEYS.map((key) => ({
    routeId: APPROVAL_QUEUES[key].routeId,
    section: "documentation",
    icon: IconChecklist,
    approval: key,
  }));

/** The menu icon of each resource with a list in the menu; others get a generic one. */
export const RESOURCE_ICONS: Record<string, Icon> = {
  countries: IconWorld,
  countryregions: IconMap2,
  states: IconMap,
  stateregions: IconMapPins,
  cities: IconBuildingSkyscraper,
  cityregions: IconMapPin,
  districts: IconHomeSearch,
  usersdistricts: IconUserPin,
  streets: IconRoad,
  venuestypes: IconBuildingStadium,
  logs: IconHistory,
  jobs: IconClockPlay,
  imports: IconFileImport,
  importitems: IconListDetails,
  associationstypes: IconCategory,
  crews: IconUsersGroup,
  deficiencies: IconDisabled,
  areas: IconLayoutGrid,
  releases: IconRocket,
  connections: IconPlugConnected,
  sports: IconBallFootball,
  posts: IconNews,
  pages: IconFileText,
  slides: IconSlideshow,
  hooks: IconSpeakerphone,
  spots: IconStar,
  extras: IconPuzzle,
  menus: IconMenu2,
  servicegroups: IconLink,
  appareas: IconDeviceMobile,
  councils: IconGavel,
  downloadsareas: IconFolders,
  downloads: IconDownload,
  documents: IconFileCertificate,
  documenttypes: IconFileCertificate,
  events: IconCalendarEvent,
  icms: IconReceiptTax,
  invoices: IconFileInvoice,
  clippings: IconScissors,
  rankings: IconTrophy,
  refereeroles: IconIdBadge2,
  refereecategories: IconCategory2,
  privacyrequests: IconShieldLock,
  associations: IconBuildingCommunity,
  parqs: IconChecklist,
  userdocuments: IconFileCertificate,
  associationclaims: IconKey,
  consents: IconShieldLock,
  competitions: IconTrophy,
  schools: IconSchool,
  educationaloccurrences: IconNotebook,
};

/**
 * One item per resource whose list has its own address (no `:param`), in the group its definition
 * names, so it appears by the definition's permission and modules like its route. A resource listed
 * at two addresses gets one item: the list its create screen sits under (countries: /regions).
 */
export const resourceMenuItems = (routes: readonly RouteDef[]): MenuItem[] => {
  const lists = routes.filter(
    (route) =>
      route.resource?.action === "list" &&
      route.screen &&
      !route.path.includes(":") &&
      RESOURCES[route.resource.name],
  );
  const items = new Map<string, MenuItem>();
  for (const route of lists) {
    const name = route.resource?.name ?? "";
    const def = RESOURCES[name];
    const home = routes.some(
      (other) => other.resource?.name === name && other.path === `${route.path}/create`,
    );
    if (items.has(name) && !home) continue;
    items.set(name, {
      routeId: route.id,
      section: def?.menu ?? "admin_tools",
      icon: RESOURCE_ICONS[name] ?? IconDatabase,
    });
  }
  return [...items.values()];
};

const STATIC_ITEMS: readonly MenuItem[] = [
  { routeId: "index", section: "main", icon: IconHome },
  { routeId: "help", section: "main", icon: IconHelp },
  { routeId: "tutorials", section: "main", icon: IconMovie },
  { routeId: "support", section: "main", icon: IconLifebuoy },
  { routeId: "apps", section: "main", icon: IconApps },
  { routeId: "about", section: "main", icon: IconInfoCircle },
  // The personal area: each shows by its route's flags (my_teams only with the competitions module).
  { routeId: "my_data", section: "my_account", icon: IconUser },
  { routeId: "my_image", section: "my_account", icon: IconPhoto },
  { routeId: "my_id", section: "my_account", icon: IconId },
  { routeId: "my_documents", section: "my_account", icon: IconFiles },
  { routeId: "my_forms_parq", section: "my_account", icon: IconHeartbeat },
  { routeId: "my_students", section: "my_account", icon: IconUsersGroup },
  { routeId: "my_teams", section: "my_account", icon: IconShirtSport },
  { routeId: "my_associations", section: "my_account", icon: IconBuildingCommunity },
  { routeId: "my_reports", section: "my_account", icon: IconReportAnalytics },
  { routeId: "my_exporters", section: "my_account", icon: IconFileExport },
  { routeId: "my_privacy", section: "my_account", icon: IconShieldLock },
  { routeId: "my_password", section: "my_account", icon: IconKey },
  { routeId: "check", section: "admin_tools", icon: IconIdBadge2 },
  { routeId: "admin_roles", section: "admin_tools", icon: IconShieldLock },
  { routeId: "admin_platform_tenants", section: "admin_tools", icon: IconBuildingCommunity },
];

export const MENU_ITEMS: readonly MenuItem[] = [
  ...STATIC_ITEMS,
  ...resourceMenuItems(ROUTES),
  ...approvalMenuItems(),
];
