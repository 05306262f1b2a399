import { Notifications } from "@mantine/notifications";

// Mantine's notices container, in a module of its own so App.tsx can load it lazily: importing the
// package itself lazily would keep the container in the start chunk (its index is there, for `notify`).
export { Notifications as Notices };
