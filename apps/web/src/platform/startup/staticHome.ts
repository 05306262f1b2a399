/**
 * The signed-in home index.html draws before the app's code has run, from what the home showed at the
 * last visit (rememberedHome.ts; early-requests.js decides when and fills it in): the header with the
 * tenant's name and the greeting, so a person coming back sees their start page while the code
 * downloads instead of a loader. The app's home takes its place when it mounts.
 */
const SHOWN_CLASS = "quadra-static-home";
const DARK_CLASS = "quadra-static-dark";
const SCREEN_ID = "quadra-static-home";

/** Removes the static home (once the app's own home is drawn in its place, or the visit went elsewhere). */
export const removeStaticHome = (doc: Document = document) => {
  // index.html's start-up script draws when the markup is read, its cards when the summary is in:
  // should either come only now, it leaves the app's screen alone.
  doc.documentElement.dataset.staticHome = "gone";
  doc.documentElement.classList.remove(SHOWN_CLASS, DARK_CLASS);
  doc.getElementById(SCREEN_ID)?.remove();
};
