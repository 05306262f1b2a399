import type { Plugin } from "vite";

/** React Router's production build (the one vite.config.ts resolves to in a build). */
const REACT_ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/][\w-]+\.mjs$/;

/**
 * Lets the bundler drop the parts of React Router the app never uses. Its build writes its components
 * as `var NavLink = React.forwardRef(…)` followed by `NavLink.displayName = "NavLink"`: a call the
 * bundler must assume has side effects, then a write to its result, so `NavLink`, `Form`,
 * `ScrollRestoration`, `unstable_HistoryRouter` and all they use (form submission, view transitions,
 * scroll keys) went into the first screen's chunk unused. The top-level `forwardRef`, `memo` and
 * `createContext` calls are marked pure and the top-level `displayName` writes (read by React's
 * developer tools only) are removed; lines and the rest of the code stay as they are.
 */
export const pureReactRouter = (): Plugin => ({
  name: "quadra:pure-react-router",
  apply: "build",
  transform: {
    filter: { id: REACT_ROUTER_BUILD },
    handler(code, id) {
      if (!REACT_ROUTER_BUILD.test(id)) return null;
      return { code: markPure(code), map: null };
    },
  },
});

/** The transform itself: top-level statements only (a line starting at its first column). */
export const markPure = (code: string) =>
  code
    .replace(/^([A-Za-z_$][\w$]*)\.displayName = "[^"\n]*";$/gm, "")
    .replace(
      /^var ([A-Za-z_$][\w$]*) = (React\d*)\.(forwardRef|memo|createContext)\(/gm,
      "var $1 = /* @__PURE__ */ $2.$3(",
    );
