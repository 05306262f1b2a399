import { logout } from "../../platform/startup/session.ts";
import { resetTenant } from "../../platform/startup/tenant.ts";
import type { NotificationPosition } from "../../platform/state/appState.ts";
import { appStore } from "../../platform/state/appStore.ts";
import { writeStored } from "../../platform/storage/storage.ts";

/** Dark mode is a device preference, stored under the spec's `dark` key. */
export const toggleDark = () => {
  const dark = !appStore.get().dark;
  writeStored("dark", dark);
  appStore.set({ dark });
};

export const setNotificationPosition = (position: NotificationPosition) => {
  writeStored("notification_position", position);
  appStore.set({ notificationPosition: position });
};

/** Connect mode: leave this client (session included); the guard then shows the client-code form. */
export const switchClient = async () => {
  await logout();
  resetTenant({ forgetCode: true });
};
