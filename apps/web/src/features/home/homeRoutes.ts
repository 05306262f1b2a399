// What the start page needs of the route table, loaded apart (routeLinks.ts) so the page's first
// paint waits for neither the table nor the resource catalogue behind the menu.
export { visibleMenu } from "../../routes/menu.ts";
export { MENU_ITEMS } from "../../routes/menuItems.ts";
export { ROUTES } from "../../routes/routeTable.ts";
